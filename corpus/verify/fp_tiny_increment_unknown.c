/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* Adding 1e-20 to a double between 1 and 2 changes nothing in IEEE 754 (it is far
 * below half an ulp), so the assertion always holds in C. Read as real numbers it
 * fails for every x: the counterexample is not one of the C program (the addition
 * rounds at its values), so tass must not call it a violation. */
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1.0 && x <= 2.0);
  double y = x + 1e-20;
  assert(y == x);
  return 0;
}
