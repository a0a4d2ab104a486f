/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* Doubling a double in [0, 10] gives at most 20 (multiplication by 2 is exact, and
 * rounding is monotonic): TRUE in IEEE 754. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 0.0 && x <= 10.0);
  double y = x * 2;
  if (!(y <= 20.0))
    reach_error();
  return 0;
}
