/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Bit operations on an input: masks, shifts by constants and 1 << k. */
#include <assert.h>
#pragma TASS input {0 <= x && x < 1000} int
#define x 5
#pragma TASS input {0 <= k && k < 10} int
#define k 2

int main(void) {
  assert((x & 7) == x % 8);
  assert((x >> 2) == x / 4);
  assert((x << 3) == x * 8);
  assert((1 << k) >= 1);
  assert(((x & 1) == 1) == (x % 2 == 1));
  assert((x | 0) == x);
  return 0;
}
