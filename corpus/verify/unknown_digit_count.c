/* tass-test
 * run: tass verify --deepen=1 $FILE
 * expect: unknown
 */
/* Counting decimal digits divides x by 10 until it reaches 0: the trip count grows with x, which has no upper bound, and there is no invariant. */
#include <assert.h>
#pragma TASS input {x >= 0}
int x;

int main(void) {
  int y = x, digits = 0;
  while (y > 0) {
    y = y / 10;
    digits++;
  }
  assert(digits <= x);
  return 0;
}
