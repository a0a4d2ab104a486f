/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 21
 */
/* SV-COMP unreach-call: floating-point addition is not associative ((1e16 + 1) + 1 is
 * not 1e16 + (1 + 1)), so reach_error() is reachable (verdict FALSE, with the inputs of
 * a counterexample); in real arithmetic it is not, and that reading must not give
 * TRUE. */
extern double __VERIFIER_nondet_double(void);
extern void abort(void);
void reach_error(void) { abort(); }

int main(void) {
  double a = __VERIFIER_nondet_double();
  double b = __VERIFIER_nondet_double();
  double c = __VERIFIER_nondet_double();
  double left = (a + b) + c;
  double right = a + (b + c);
  if (left != right)
    reach_error();
  return 0;
}
