/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 * certainty: provable
 */
/* x * x == 16 for x = 4 and x = -4: the solver must find one. */
#include <assert.h>
#pragma TASS input {-10 <= x && x <= 10} int
#define x 0

int main(void) {
  int y = x * x;
  assert(y != 16);
  return 0;
}
