/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* fmin and fmax in IEEE 754: a NaN operand gives the other one, so clamping a NaN
 * reading gives the bound, and every clamped value lies within the bounds (TRUE). Read
 * as real numbers, NaN would be missed. */
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void abort(void);
void reach_error(void) { abort(); }

int main(void) {
  double x = __VERIFIER_nondet_double();
  double c = fmin(fmax(x, -1.0), 1.0);
  if (c < -1.0 || c > 1.0 || c != c)
    reach_error();
  return 0;
}
