/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* Adding 1e-20 to a double between 1 and 2 changes nothing in IEEE 754 (far below
 * half an ulp): decided by the solvers' floating-point theory, the verdict is TRUE. Read
 * as real numbers the sum always differs (corpus/verify/fp_tiny_increment_unknown.c). */
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
