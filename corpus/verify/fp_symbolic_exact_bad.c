/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* A bug that needs no rounding: doubling a double is exact, so the counterexample
 * found in real arithmetic (a scale of 2 or more) is one of the C program too, and the
 * violation stays provable. */
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double scale = __VERIFIER_nondet_double();
  __VERIFIER_assume(scale >= 0.0 && scale <= 4.0);
  double twice = scale * 2.0;
  /* Wrong bound: twice may reach 8. */
  assert(twice < 4.0);
  return 0;
}
