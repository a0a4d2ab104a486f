/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 27
 * loop: 18 parallel
 */
/* Element reductions in a nest: cnt[i] counts the inner iterations (n each), and the check expects n + 1. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0);
  int cnt[n];
  long long total = 0;
  for (int i = 0; i < n; i++) {
    cnt[i] = 0;
    for (int j = 0; j < n; j++) {
      cnt[i]++;
      total += j;
    }
  }
  int k = __VERIFIER_nondet_int();
  assume_abort_if_not(k >= 0 && k < n);
  assert(cnt[k] == n + 1 || 2 * total != (long long)n * n * (n - 1));
  return 0;
}
