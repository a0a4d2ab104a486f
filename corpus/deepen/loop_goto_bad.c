/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 */
/* A loop made of a label and a `goto`: no loop statement at all. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int sum = 0;
again:
  if (n > 0) {
    sum += n;
    n--;
    goto again;
  }
  /* Wrong when n starts at 0 or below. */
  assert(sum > 0);
  return 0;
}
