/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Standard facts about the math library hold for every real x: ranges and signs of exp,
 * sin, cos, sqrt, atan and tanh, monotonicity of exp. */
#include <assert.h>
#include <math.h>
#pragma TASS input
double x;
#pragma TASS input
double y;

int main(void) {
  assert(exp(x) > 0);
  assert(-1 <= sin(x) && sin(x) <= 1);
  assert(cos(y) <= 1.0);
  assert(fabs(atan(x)) < 2);
  assert(tanh(x) < 1);
  if (x >= 0)
    assert(sqrt(x) >= 0);
  if (x <= y)
    assert(exp(x) <= exp(y));
  assert(exp(x) >= 1 + x);
  return 0;
}
