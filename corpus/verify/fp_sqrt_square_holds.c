/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The same computation as fp_sqrt_square_bad.c, asserting what C computes: the
 * rounded square of the rounded root is just above 2, while sqrt of a perfect square
 * is exact. */
#include <assert.h>
#include <math.h>

int main(void) {
  double r = sqrt(2.0);
  double sq = r * r;
  assert(sq > 2.0);
  assert(sq < 2.000001);
  float h = sqrtf(2.25f);
  assert(h == 1.5f);
  assert(sqrt(1e-4) * sqrt(1e-4) != 1e-4 || sqrt(9.0) == 3.0);
  return 0;
}
