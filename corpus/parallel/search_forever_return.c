/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 11 parallel
 * loop: 14 parallel
 * loop: 18 parallel
 */
/* A search written as for (;;) with two returns, in a function: found at an equal cell, or no cell is equal. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int find(int *a, int n, int x) { int i = 0; for (;;) { if (i >= n) return -1; if (a[i] == x) return i; i++; } }
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 0) return 0;
  int a[n]; for (int k = 0; k < n; k++) a[k] = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int r = find(a, n, x);
  if (r >= 0) assert(r < n && a[r] == x);
  else for (int k = 0; k < n; k++) assert(a[k] != x);
  return 0; }
