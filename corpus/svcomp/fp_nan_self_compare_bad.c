/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 18
 */
/* A float that is not equal to itself: NaN (C's `!=` on floats is IEEE 754's, under
 * which NaN compares unequal to everything). The counterexample gives x the value NaN
 * (verdict FALSE). Read as real numbers, x != x never holds. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x != x)
    reach_error();
  return 0;
}
