/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 26
 */
/* An inner loop that runs c[k] times, 0 or 1: when it does not run, `last` keeps 7 and
 * the check fails. The inner loop's summary holds only where it runs at least once; that
 * is the technique's own question inside the outer loop's iteration, not a check of the
 * program, so the outer loop must not assume it for every iteration (a wrong *holds*
 * once did: the outer summary took the question for a check that may fail and resumed
 * only the first iteration where it fails). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 0;
  int f[n], cs[n];
  for (int k = 0; k < n; k++) cs[k] = __VERIFIER_nondet_int() % 2;
  int last = 5;
  for (int k = 0; k < n; k++) {
    int c = cs[k] < 0 ? -cs[k] : cs[k];
    last = 7;
    for (int j = 0; j < c; j++) last = j;
    f[k] = last;
  }
  for (int k = 0; k < n; k++) assert(f[k] == 0);
  return 0;
}
