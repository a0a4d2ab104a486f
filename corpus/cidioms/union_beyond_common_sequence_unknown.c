/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* Past the common initial sequence the bytes of one struct are read as another's:
 * tass has no bytes, so the verdict is unknown, naming the members. */
#include <assert.h>

struct ints { int type; int data[2]; };
struct reals { int type; double x; };

union message {
  struct ints i;
  struct reals r;
};

int main(void) {
  union message m;
  m.i.type = 1;
  m.i.data[0] = 0;
  m.i.data[1] = 0;
  double x = m.r.x;
  assert(m.r.type == 1);
  return x == 0.0 ? 0 : 1;
}
