/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * vacuous: true
 * provers: z3 cvc5 none
 */
/* The input condition cannot be satisfied: the false assertion is never reached. */
#include <assert.h>
#pragma TASS input {x > 0 && x < 0} int
#define x 0
int main(void) {
  assert(x == 1);
  return 0;
}
