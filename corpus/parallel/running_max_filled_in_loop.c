/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 21 parallel
 */
/* The cells are read and the maximum kept in the same loop (`>=`, from INT_MIN). */
#include <assert.h>
#include <limits.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  int m = INT_MIN;
  for (int i = 0; i < n; i++) {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] >= m) m = a[i];
  }
  for (int x = 0; x < n; x++) assert(a[x] <= m);
  return 0;
}
