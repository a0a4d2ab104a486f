/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 21 parallel
 */
/* A running maximum from a[0] over the other cells is at least every cell: the loop
 * is summarised as a running bound (r >= a[0], every a[1 + k] <= r, r is a[0] or some
 * cell), without induction. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000000) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int m = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] > m) m = a[i];
  for (int x = 0; x < n; x++) assert(a[x] <= m);
  return 0;
}
