/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A union of an int and an unsigned int of the same size: the bits written as one are
 * read as the other (C11 6.5.2.3 footnote 95), two's complement modulo 2^32. */
#include <assert.h>

union word {
  int s;
  unsigned int u;
};

int main(void) {
  union word w;
  w.s = 5;
  assert(w.u == 5u);
  w.u = 12u;
  assert(w.s == 12);
  w.s = -1;
  assert(w.u == 4294967295u);
  w.u = 2147483648u;
  assert(w.s == -2147483647 - 1);
  return 0;
}
