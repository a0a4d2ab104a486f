/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 * loop: 12 parallel
 */
/* The condition reads a sum the body accumulates: the loop stops at 5 cells. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 0) return 0;
  int a[n]; for (int k = 0; k < n; k++) a[k] = 1;
  int i = 0, sum = 0;
  while (i < n && sum < 5) { sum += a[i]; i++; }
  assert(i == n);   /* fails for n > 5 */
  return 0; }
