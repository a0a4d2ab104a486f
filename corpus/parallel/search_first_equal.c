/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 22 parallel
 * loop: 26 parallel
 */
/* Linear search with the bound and the test in one condition: found at the first
 * equal element, or not found and no element is equal. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int k = 0; k < n; k++)
    a[k] = __VERIFIER_nondet_int();
  int i = 0;
  while (i < n && a[i] != x)
    i++;
  if (i < n)
    assert(a[i] == x);
  for (int k = 0; k < i; k++)
    assert(a[k] != x);
  return 0;
}
