/* tass-test
 * run: tass verify --float=ieee $FILE
 * expect: violation assertion
 * line: 14
 */
/* x + 1.0 > x fails in IEEE 754 for NaN, the infinities and every double of magnitude
 * 2^53 or more; the counterexample gives x such a value. */
#include <assert.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = x + 1.0;
  assert(y > x);
  return 0;
}
