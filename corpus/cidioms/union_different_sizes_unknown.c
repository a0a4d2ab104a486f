/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* A short read from a union that holds a long: the members differ in size, so the
 * value read depends on the byte order; unknown. */
#include <assert.h>

union mixed {
  long l;
  short s;
};

int main(void) {
  union mixed m;
  m.l = 70000L;
  short s = m.s;
  assert(s == 4464 || s != 4464);
  return 0;
}
