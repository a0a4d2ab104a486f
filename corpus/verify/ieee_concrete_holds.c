/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* What IEEE 754 doubles and floats compute: ten additions of 0.1 fall short of 1.0,
 * (1/3) * 3 rounds back to exactly 1, halving and doubling are exact, and a double
 * converted to float loses the bits beyond 24. */
#include <assert.h>

int main(void) {
  double s = 0.0;
  for (int i = 0; i < 10; i++)
    s += 0.1;
  assert(s != 1.0 && s < 1.0);
  double third = 1.0 / 3.0;
  assert(third * 3.0 == 1.0);
  float h = 0.5f;
  assert(h * 2.0f == 1.0f);
  double d = 16777217.0;
  float f = (float)d;
  assert(f == 16777216.0f);
  return 0;
}
