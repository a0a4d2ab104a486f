/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* The same search, claiming that a value is always found. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int find(int *a, int n, int x) { int i = 0; for (;;) { if (i >= n) return -1; if (a[i] == x) return i; i++; } }
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 0) return 0;
  int a[n]; for (int k = 0; k < n; k++) a[k] = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int r = find(a, n, x);
  assert(r != -1 || n < 3);  /* not found is possible */
  return 0; }
