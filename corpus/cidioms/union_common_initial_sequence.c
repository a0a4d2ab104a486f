/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Structs in a union that share a common initial sequence (a tag and a length): the
 * sequence may be read through any of them, whichever was written (C11 6.5.2.3 6). */
#include <assert.h>

struct header { int type; int len; };
struct ints { int type; int len; int data[4]; };
struct reals { int type; int len; double x, y; };

union message {
  struct header h;
  struct ints i;
  struct reals r;
};

static int payload(const union message *m) {
  int total = 0;
  if (m->h.type == 1) {
    for (int k = 0; k < m->h.len; k++)
      total += m->i.data[k];
  }
  return total;
}

int main(void) {
  union message m;
  m.i.type = 1;
  m.i.len = 3;
  m.i.data[0] = 2;
  m.i.data[1] = 3;
  m.i.data[2] = 4;
  assert(m.h.type == 1 && m.r.len == 3);
  assert(payload(&m) == 9);
  m.r.type = 2;
  m.r.len = 2;
  m.r.x = 0.5;
  m.r.y = 1.5;
  assert(m.i.len == 2 && m.h.type == 2);
  assert(payload(&m) == 0 && m.r.x + m.r.y == 2.0);
  return 0;
}
