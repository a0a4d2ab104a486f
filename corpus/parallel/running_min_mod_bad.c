/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* C's `%` keeps the sign of the dividend: a cell can be -99, and so the minimum. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int() % 100;
  int mn = 1000;
  for (int i = 0; i < n; i++)
    if (a[i] < mn) mn = a[i];
  assert(mn > -99);
  return 0;
}
