/* tass-test
 * run: tass verify --float=ieee $FILE
 * expect: holds
 */
/* fp_tiny_increment_unknown.c with --float=ieee: symbolic doubles decided in IEEE 754 by
 * the solvers' floating-point theory, where adding 1e-20 to a double between 1 and 2
 * changes nothing (far below half an ulp), so the assertion holds. */
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
