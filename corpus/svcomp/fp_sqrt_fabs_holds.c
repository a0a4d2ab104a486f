/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* sqrt is correctly rounded and monotonic, so sqrt of [4, 9] is in [2, 3]; fabs and
 * negation are exact. TRUE in IEEE 754. */
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 4.0 && x <= 9.0);
  double r = sqrt(x);
  if (r < 2.0 || r > 3.0)
    reach_error();
  if (fabs(-x) != x)
    reach_error();
  double z = -x;
  if (z >= 0.0)
    reach_error();
  return 0;
}
