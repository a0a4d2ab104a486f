/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 17
 */
/* SV-COMP unreach-call with IEEE 754 doubles: x + 1.0 > x fails for a NaN, for the
 * infinities and for every x of magnitude 2^53 or more (the sum rounds back to x), so
 * reach_error() is reachable (verdict FALSE). Read as real numbers the comparison always
 * holds: that reading must not give TRUE. */
extern double __VERIFIER_nondet_double(void);
extern void abort(void);
void reach_error(void) { abort(); }

int main(void) {
  double x = __VERIFIER_nondet_double();
  if (!(x + 1.0 > x))
    reach_error();
  return 0;
}
