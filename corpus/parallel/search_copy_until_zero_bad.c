/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 */
/* The same copy, claiming the sentinel's cell was copied too. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 1) return 0;
  int a[n], b[n]; for (int k = 0; k < n; k++) { a[k] = __VERIFIER_nondet_int(); b[k] = 7; }
  a[n-1] = 0;
  int i = 0;
  while (a[i] != 0) { b[i] = a[i]; i++; }
  for (int k = 0; k < i; k++) assert(b[k] == a[k]);
  assert(b[i] == 0);  /* b[i] is 7 */
  return 0; }
