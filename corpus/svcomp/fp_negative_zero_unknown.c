/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: unknown
 */
/* 1.0 / -0.0 is -inf in IEEE 754, so reach_error() is reachable for every positive y
 * (FALSE). tass's concrete values are rationals, whose zero is +0.0: the concrete -0.0
 * stops the path (UNKNOWN) rather than let the solvers divide by +0.0 and answer TRUE. */
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  double y = __VERIFIER_nondet_double();
  __VERIFIER_assume(y > 0.0);
  double z = -0.0;
  if (y / z < 0)
    reach_error();
  return 0;
}
