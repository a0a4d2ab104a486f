/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 20
 */
/* The reciprocal of a positive float below 1 overflows to +inf for the smallest ones
 * (1/x > FLT_MAX once x < 2^-128, subnormals): a counterexample with an infinity in the
 * middle of the path, checked by evaluation in IEEE 754 (verdict FALSE). */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > 0.0f && x < 1.0f);
  float y = 1.0f / x;
  if (y > 1e38f)
    reach_error();
  return 0;
}
