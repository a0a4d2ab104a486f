/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* sqrt(2.0) is the double nearest to the square root of 2 (IEEE 754 rounds sqrt
 * correctly), and its square, rounded to double, is 2.0000000000000004: the
 * assertion, true of the real numbers, fails in C. */
#include <assert.h>
#include <math.h>

int main(void) {
  double r = sqrt(2.0);
  double sq = r * r;
  assert(sq == 2.0);
  return 0;
}
