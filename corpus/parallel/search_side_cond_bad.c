/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 * loop: 12 parallel
 */
/* The counter is stepped in the condition (a[i++]): the loop leaves with i one past the sentinel. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 1) return 0;
  int a[n]; for (int k = 0; k < n; k++) a[k] = 5;
  a[n-1] = 0;
  int i = 0;
  while (a[i++] != 0) ;
  assert(i == n - 1);  /* i == n */
  return 0; }
