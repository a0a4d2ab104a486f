/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 20
 */
/* The reciprocal of a positive double below 1 overflows to +inf for the smallest ones
 * (1/x > DBL_MAX once x < 2^-1024, subnormals): a counterexample with an infinity in
 * the middle of the path, checked by evaluation in IEEE 754 (verdict FALSE). */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > 0.0 && x < 1.0);
  double y = 1.0 / x;
  if (y > 1e308)
    reach_error();
  return 0;
}
