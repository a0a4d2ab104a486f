/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* Integer division truncates toward zero; polynomials are compared in canonical form. */
#include <assert.h>
#pragma TASS input {-5 <= x && x <= 5} int
#define x 0

int main(void) {
  int q = -7 / 2, r = -7 % 2;
  assert(q == -3 && r == -1);
  assert(q * 2 + r == -7);
  assert((x - 1) * (x + 1) == x * x - 1);
  return 0;
}
