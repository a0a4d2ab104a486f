/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 19
 */
/* Writing one member of a struct inside a union leaves the other undefined. */
#include <assert.h>

union pair {
  struct { int a, b; } p;
  long l;
};

int main(void) {
  union pair u;
  u.p.a = 1;
  int s = u.p.a;
  assert(s == 1);
  s += u.p.b;
  return s;
}
