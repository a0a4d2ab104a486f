/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* Conversions: a float widened to double and narrowed back is itself; a double in
 * [0, 100) converts to an int in [0, 99] (truncation, after the check that the value is
 * in range); a double's truth value is `x != 0`. TRUE in IEEE 754. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f >= -1.0f && f <= 1.0f);
  double d = f;
  float g = (float)d;
  if (g != f)
    reach_error();
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 0.0 && x < 100.0);
  int i = (int)x;
  if (i > 99 || i < 0)
    reach_error();
  if (x && !(x > 0.0))
    reach_error();
  return 0;
}
