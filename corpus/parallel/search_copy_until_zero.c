/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 13 parallel
 * loop: 16 parallel
 * loop: 17 parallel
 */
/* A copy up to a sentinel: the cells before it are copied, the sentinel's cell is not. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 1) return 0;
  int a[n], b[n]; for (int k = 0; k < n; k++) { a[k] = __VERIFIER_nondet_int(); b[k] = 7; }
  a[n-1] = 0;
  int i = 0;
  while (a[i] != 0) { b[i] = a[i]; i++; }
  for (int k = 0; k < i; k++) assert(b[k] == a[k]);
  assert(b[i] == 7 && i <= n - 1);
  return 0; }
