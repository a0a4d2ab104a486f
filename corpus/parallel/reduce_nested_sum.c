/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 */
/* A reduction over a nest: the inner loop adds 0 + 1 + ... + (n-1) (a constant of the outer iteration, hoisted), n times. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0);
  long long total = 0;
  int rows = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      total += j;
    rows++;
  }
  assert(2 * total == (long long)n * n * (n - 1) && rows == n);
  return 0;
}
