/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* offsetof from stddef.h is an integer constant with the layout sizeof uses
 * (x86_64: double aligned to 8). */
#include <assert.h>
#include <stddef.h>

struct rec { int id; double value; char tag; short pair[2]; };
struct outer { char c; struct rec inner; };

int main(void) {
  size_t o = offsetof(struct rec, value);
  assert(o == 8);
  assert(offsetof(struct rec, id) == 0);
  assert(offsetof(struct rec, tag) == 16);
  assert(offsetof(struct rec, pair) == 18);
  assert(offsetof(struct rec, pair[1]) == 20);
  assert(offsetof(struct outer, inner.tag) == 24);
  assert(offsetof(struct rec, pair) + sizeof(short[2]) <= sizeof(struct rec));
  char buf[offsetof(struct rec, tag)];
  assert(sizeof buf == 16);
  return 0;
}
