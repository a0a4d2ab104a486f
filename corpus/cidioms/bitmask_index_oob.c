/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 13
 */
/* A hash table of 7 slots indexed with a mask of 3 bits: slot 7 is out of bounds. */
#include <assert.h>
#pragma TASS input {0 <= key && key < 100} int
#define key 3

int main(void) {
  int table[7] = {0};
  table[key & 7] += 1;
  return 0;
}
