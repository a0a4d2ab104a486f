/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* After switching a union to another struct member, a part not yet written holds bytes
 * of the member held before: reading it is type punning, unknown. */
#include <assert.h>

union shape {
  struct { int side; int unused; } square;
  struct { long w; int h; } rect;
};

int main(void) {
  union shape s;
  s.square.side = 3;
  s.square.unused = 0;
  s.rect.w = 2;
  int h = s.rect.h;
  assert(h == h);
  return 0;
}
