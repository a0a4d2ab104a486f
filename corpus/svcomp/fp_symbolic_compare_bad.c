/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 17
 */
/* SV-COMP unreach-call with a nondeterministic double that is only compared, never
 * rounded: the real-number counterexample (a value above the limit that is a double)
 * is one of the C program, so the verdict is FALSE. */
extern double __VERIFIER_nondet_double(void);
extern void abort(void);
void reach_error(void) { abort(); }

int main(void) {
  double t = __VERIFIER_nondet_double();
  if (t > 100.0) {
    /* Missing clamp. */
    reach_error();
  }
  return 0;
}
