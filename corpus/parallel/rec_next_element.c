/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 16 parallel
 * loop: 18 parallel
 */
/* The recurrence written forward: iteration i sets a[i+1] from a[i]. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) return 0;
  int a[n + 1];
  a[0] = 5;
  for (int i = 0; i < n; i++)
    a[i + 1] = a[i] + 2;
  for (int i = 0; i <= n; i++)
    assert(a[i] == 5 + 2 * i);
  return 0;
}
