/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 19 parallel
 */
/* Seed 004, example 7: a sum is independent of the order of iterations; as a reduction its closed form is 2n. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  int i, sum;
  for (i = 0; i < n; i++)
    a[i] = 2;
  for (i = 0, sum = 0; i < n; i++)
    sum += a[i];
  assert(sum == 2 * n);
  return 0;
}
