/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 22
 */
/* `for (;;)` left by a `break` on a value read each time round, with a second branch
 * in the body that stays in the loop. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int evens = 0, odds = 0;
  for (;;) {
    int v = __VERIFIER_nondet_int();
    if (v < 0)
      break;
    if (v % 2 == 0)
      evens++;
    else
      odds++;
  }
  assert(evens + odds > 0);
  return 0;
}
