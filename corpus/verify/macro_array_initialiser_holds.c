/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Arrays whose lengths are written with object-like macros are arrays of constant
 * length: they may have initialiser lists, as in C. An input macro stays an input. */
#include <assert.h>
#define ROWS 2
#define COLS (ROWS * 3 + 1)
#pragma TASS input {1 <= B && B <= 3} int
#define B 2
int main(void) {
  int b[ROWS] = {0};
  double m[ROWS][COLS] = {{1.0, 2.0}, {3.0}};
  int v[B];
  v[B - 1] = b[1] + (int)m[1][0];
  assert(v[B - 1] == 3 && m[0][6] == 0.0);
  return 0;
}
