/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Division and remainder are guarded by a test of the divisor, and the quotient-remainder identity holds for every input, including negative divisors. */
#include <assert.h>
#pragma TASS input {0 <= a && a <= 8}
int a;
#pragma TASS input {-3 <= b && b <= 3}
int b;

int main(void) {
  int q = 0, r = a;
  if (b != 0) {
    q = a / b;
    r = a % b;
  }
  assert(q * b + r == a);
  if (b > 0)
    assert(0 <= r && r < b);
  return 0;
}
