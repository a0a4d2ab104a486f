/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * expect with z3: unknown
 */
/* An int in [0, 1000] converted to double is at most 1000.0 (TRUE). The conversion of
 * a symbolic integer is IEEE 754's to_fp of an integer; cvc5 decides it (z3 4.8 answers
 * unknown, so with z3 alone the verdict is UNKNOWN, never FALSE). */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 1000);
  double d = i;
  if (d > 1000.0)
    reach_error();
  return 0;
}
