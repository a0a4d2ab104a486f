/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* `while (1)` left by a `break`: the loop is counted where it branches out. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int i = 0;
  while (1) {
    if (__VERIFIER_nondet_int())
      break;
    i++;
  }
  assert(i > 0);
  return 0;
}
