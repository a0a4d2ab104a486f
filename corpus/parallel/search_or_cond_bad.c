/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 * loop: 13 parallel
 * loop: 15 parallel
 */
/* The same loop, claiming it stops before n. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 0) return 0;
  int a[n + 1]; for (int k = 0; k <= n; k++) a[k] = k;
  int i = 0;
  while (i < n || a[i] != n) i++;
  assert(i < n);
  return 0; }
