/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* exp(x) > 0 for every x, so exp(x) <= 0 is impossible: this program's assertion fails
 * whenever x > 1, whatever the value of exp (it never reaches the branch otherwise). */
#include <assert.h>
#include <math.h>
#pragma TASS input
double x;

int main(void) {
  assert(x <= 1 || exp(x) > 0 && x < 2);
  return 0;
}
