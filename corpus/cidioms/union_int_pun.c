/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* A union of an int and an unsigned int of the same size: the bits written as one are
 * read as the other (C11 6.5.2.3 footnote 95). tass does not model unions yet: the
 * verdict is unknown, naming the union. */
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
  return 0;
}
