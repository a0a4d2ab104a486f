/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: unknown
 */
/* sin of a symbolic double: the C library's result is not IEEE 754's to compute (glibc
 * is within an ulp, not correctly rounded), so it is read as the real function, with
 * its standard facts; a TRUE would rest on that reading, so the verdict is UNKNOWN. */
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 0.0 && x <= 1.0);
  double y = sin(x);
  if (y > 2.0)
    reach_error();
  return 0;
}
