/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 23 parallel
 */
/* The minimum and the maximum in one loop: two running bounds, each chosen by its own
 * comparison; every cell lies between them. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int lo = a[0], hi = a[0];
  for (int i = 1; i < n; i++) {
    if (a[i] < lo) lo = a[i];
    if (a[i] > hi) hi = a[i];
  }
  assert(lo <= hi);
  for (int x = 0; x < n; x++) assert(lo <= a[x] && a[x] <= hi);
  return 0;
}
