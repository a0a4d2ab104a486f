/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 20 parallel
 * loop: 22 parallel
 */
/* Anti-dependence: a[i] = a[i+1] reads what a later iteration writes; every read sees the old value. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 1)
    return 0;
  int a[n];
  int i;
  for (i = 0; i < n; i++)
    a[i] = i;
  for (i = 0; i < n - 1; i++)
    a[i] = a[i + 1];
  for (i = 0; i < n - 1; i++)
    assert(a[i] == i + 1);
  return 0;
}
