/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 parallel
 * loop: 22 parallel
 * loop: 24 parallel
 * loop: 29 parallel
 */
/* Seed 004, example 9: reversing an array in place by swaps up to half = n/2 - 1, then checked against a copy. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 100000)
    return 0;
  int a[n], b[n];
  int i;
  int half = n / 2 - 1;
  for (i = 0; i < n; i++)
    a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < n; i++)
    b[i] = a[i];
  for (i = 0; i <= half; i++) {
    int tmp = a[i];
    a[i] = a[n - 1 - i];
    a[n - 1 - i] = tmp;
  }
  for (i = 0; i < n; i++)
    assert(a[i] == b[n - 1 - i]);
  return 0;
}
