/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 * loop: 12 parallel
 */
/* The condition reads a cell the body writes (the next one): no summary; the loop stops after one iteration. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 2) return 0;
  int a[n]; for (int k = 0; k < n; k++) a[k] = 1;
  a[n-1] = 0;
  int i = 0;
  while (a[i] != 0) { a[i+1] = 0; i++; }
  assert(i == n - 1);  /* i == 1 */
  return 0; }
