/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 * loop: 15 -parallel
 */
/* Output dependence: b[i/2] is written by two iterations; the technique declines. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int b[n];
  for (int i = 0; i < n; i++)
    b[i / 2] = i;
  assert(b[0] <= 1);
  return 0;
}
