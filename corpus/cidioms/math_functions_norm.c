/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* math.h: fabs, sqrt, pow, exp and fmax with the facts tass knows of them. */
#include <math.h>
#include <assert.h>
#pragma TASS input {-10.0 <= x && x <= 10.0} double
#define x 1.0

int main(void) {
  double r = sqrt(x * x + 1.0);
  assert(r >= 1.0);
  assert(fabs(-x) == fabs(x));
  assert(pow(2.0, 3.0) == 8.0);
  assert(exp(x) > 0.0);
  assert(fmax(x, 0.0) >= 0.0);
  assert(sqrt(4.0) == 2.0);
  return 0;
}
