/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* Under the branch x == 16 the argument of sqrt is the constant 16, whose square root is
 * exact: 4 < 3 fails, provably. */
#include <assert.h>
#include <math.h>
#pragma TASS input
double x;

int main(void) {
  if (x == 16)
    assert(sqrt(x) < 3);
  return 0;
}
