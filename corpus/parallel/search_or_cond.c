/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 12 parallel
 * loop: 14 parallel
 */
/* A condition that is a disjunction (no clause is a bound): the loop stops at the first cell past n whose value is n. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 0) return 0;
  int a[n + 1]; for (int k = 0; k <= n; k++) a[k] = k;
  int i = 0;
  while (i < n || a[i] != n) i++;
  assert(i == n);
  return 0; }
