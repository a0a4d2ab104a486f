/* tass-test
 * run: tass verify --property unreach-call --float=real $FILE
 * expect: unknown
 */
/* fp_tiny_increment_holds.c with --float=real: symbolic doubles read as real numbers,
 * where x + 1e-20 != x always; the counterexample is not one of C (the addition rounds
 * at its values), so the verdict is UNKNOWN, neither FALSE nor a TRUE that reading
 * could not give. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1.0 && x <= 2.0);
  double y = x + 1e-20;
  if (y != x)
    reach_error();
  return 0;
}
