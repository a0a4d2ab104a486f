/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* floor, ceil, round, trunc and pow with an integer exponent have exact meanings in real
 * arithmetic; sqrt of a perfect square is exact. */
#include <assert.h>
#include <math.h>
#pragma TASS input
double x;

int main(void) {
  assert(floor(2.5) == 2.0);
  assert(floor(-2.5) == -3.0);
  assert(ceil(2.25) == 3.0);
  assert(round(-2.5) == -3.0);
  assert(trunc(-2.75) == -2.0);
  assert(pow(x, 2) >= 0);
  assert(pow(x, 3) == x * x * x);
  assert(sqrt(6.25) == 2.5);
  assert(floor(x) <= x && x < floor(x) + 1);
  return 0;
}
