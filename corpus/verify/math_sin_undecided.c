/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* sin(x) < 0.5 fails for some x (x = pi/2), but tass cannot evaluate sin exactly: a
 * counterexample from the solver invents a value of sin, so the violation is only
 * possible and the verdict unknown, never a "provable" violation with made-up values. */
#include <assert.h>
#include <math.h>
#pragma TASS input
double x;

int main(void) {
  assert(sin(x) < 0.5);
  return 0;
}
