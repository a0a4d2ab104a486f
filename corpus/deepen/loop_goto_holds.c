/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The goto loop of loop_goto_bad.c on a bounded count, with a check that holds: the
 * sum of 1..n. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 30)
    return 0;
  int k = n, sum = 0;
again:
  if (k > 0) {
    sum += k;
    k--;
    goto again;
  }
  assert(2 * sum == n * (n + 1));
  return 0;
}
