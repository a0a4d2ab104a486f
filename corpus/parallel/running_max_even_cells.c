/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 20 parallel
 */
/* A running maximum over the even cells only: the odd iterations keep it, the even
 * ones offer their cell; it bounds every even cell. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int m = a[0];
  for (int i = 0; i < n; i++)
    if (i % 2 == 0 && a[i] > m) m = a[i];
  for (int x = 0; x < n; x += 2) assert(a[x] <= m);
  return 0;
}
