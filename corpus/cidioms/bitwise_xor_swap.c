/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The xor swap on symbolic values: exact through an encoding the prover decides. */
#include <assert.h>
#pragma TASS input {0 <= a && a < 256} int
#define a 1
#pragma TASS input {0 <= b && b < 256} int
#define b 2

int main(void) {
  int x = a, y = b;
  x = x ^ y;
  y = x ^ y;
  x = x ^ y;
  assert(x == b && y == a);
  return 0;
}
