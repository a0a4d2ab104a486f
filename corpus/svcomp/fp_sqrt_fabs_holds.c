/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* sqrt is correctly rounded and monotonic, so sqrt of [4, 9] is in [2, 3]; fabs and
 * negation are exact. TRUE in IEEE 754 (in float: the solvers' square roots of doubles
 * take seconds). */
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 4.0f && x <= 9.0f);
  float r = sqrtf(x);
  if (r < 2.0f || r > 3.0f)
    reach_error();
  if (fabsf(-x) != x)
    reach_error();
  float z = -x;
  if (z >= 0.0f)
    reach_error();
  return 0;
}
