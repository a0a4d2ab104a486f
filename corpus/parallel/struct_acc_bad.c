/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 * loop: 14 parallel
 * loop: 16 parallel
 */
/* A count in a struct member kept only from the sixth iteration on, claimed to be n - 5: for n < 5 it is 0. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct acc { int sum; int count; };
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 0) return 0;
  int a[n]; for (int k = 0; k < n; k++) a[k] = 3;
  struct acc s = {0, 0};
  for (int i = 0; i < n; i++) { s.sum += a[i]; if (i > 4) s.count++; }
  assert(s.sum == 3 * n && s.count == n - 5);
  return 0; }
