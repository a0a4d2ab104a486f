/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* The bytes of an int read through an array of unsigned char in a union: the answer
 * depends on the byte order, which tass does not model. */
#include <assert.h>

union endian {
  unsigned int word;
  unsigned char bytes[4];
};

int main(void) {
  union endian e;
  e.word = 1u;
  int little = e.bytes[0] == 1;
  assert(little == 0 || little == 1);
  return 0;
}
