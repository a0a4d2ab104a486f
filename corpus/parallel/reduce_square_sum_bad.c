/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 19
 * loop: 17 parallel
 */
/* The sum of squares with a wrong closed form (n+1 for n-1): a violation for n >= 1, found over the summary. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0);
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += (long long)i * i;
  assert(6 * s == (long long)(n + 1) * n * (2 * n - 1));
  return 0;
}
