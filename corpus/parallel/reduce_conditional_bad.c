/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 * loop: 18 parallel
 */
/* As reduce_conditional, with the split one cell off (i <= m): the total is n + m + 1 when m < n. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && m >= 0 && m <= n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += (i <= m) ? 2 : 1;
  assert(s == n + m);
  return 0;
}
