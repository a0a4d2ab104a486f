/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 21 parallel
 * loop: 23 parallel
 */
/* `if (a[i] > m) m = a[i] - 1` still only grows m (a[i] - 1 >= m there), and keeps
 * m >= a[x] - 1 for every cell. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] < -1000000) a[i] = 0;
  }
  int m = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > m) m = a[i] - 1;
  for (int x = 0; x < n; x++) assert(m >= a[x] - 1);
  return 0;
}
