/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 14 parallel
 * loop: 16 parallel
 */
/* Accumulators in struct members, local and global: a sum, a count, a count in a global struct. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct acc { int sum; int count; };
struct acc g;
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 0) return 0;
  int a[n]; for (int k = 0; k < n; k++) a[k] = 3;
  struct acc s = {0, 0};
  for (int i = 0; i < n; i++) { s.sum += a[i]; s.count++; g.sum += 1; }
  assert(s.sum == 3 * s.count && s.count == n && g.sum == n);
  return 0; }
