/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Stencil weights chosen by order, with cases that fall through. */
#include <assert.h>
#pragma TASS input {0 <= order && order <= 4} int
#define order 2

int main(void) {
  int points = 0;
  switch (order) {
  case 4:
    points += 2;
  case 3:
  case 2:
    points += 2;
    /* fall through */
  case 1:
    points += 1;
    break;
  default:
    points = 1;
  }
  assert(points >= 1 && points <= 5);
  assert(order != 2 || points == 3);
  return 0;
}
