/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Bit operations between two symbolic values (flags of two cells): exact through a
 * decomposition into bits that the prover decides. */
#include <assert.h>
#pragma TASS input {0 <= a && a < 16} int
#define a 1
#pragma TASS input {0 <= b && b < 16} int
#define b 2

int main(void) {
  int both = a & b, any = a | b, one = a ^ b;
  assert(both <= a && both <= b);
  assert(any >= a && any >= b);
  assert(one == any - both);
  assert(((a ^ b) & 1) == ((a + b) & 1));
  return 0;
}
