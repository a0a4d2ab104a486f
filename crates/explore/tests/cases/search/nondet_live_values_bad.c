/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 19
 */
/* Matching must not merge states whose draws are still live: the sum keeps every
 * draw, and the assertion fails only when all three are positive. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int s = 0;
  for (int i = 0; i < 3; i++) {
    int d = __VERIFIER_nondet_int();
    if (d > 0)
      s += 1;
    else
      s += 0;
  }
  assert(s < 3);
  return 0;
}
