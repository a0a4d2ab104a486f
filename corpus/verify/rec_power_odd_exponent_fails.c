/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 26
 */
/* Fast exponentiation forgets to square the half power for odd exponents, so the result is wrong for e == 3 and e == 5 when the base is at least 2. */
#include <assert.h>
#pragma TASS input {0 <= base && base <= 3}
int base;
#pragma TASS input {0 <= e && e <= 5}
int e;

int power(int b, int k) {
  if (k == 0)
    return 1;
  int h = power(b, k / 2);
  if (k % 2 == 0)
    return h * h;
  return b * h; /* should be b * h * h */
}

int main(void) {
  int expect = 1;
  for (int i = 0; i < e; i++)
    expect *= base;
  assert(power(base, e) == expect);
  return 0;
}
