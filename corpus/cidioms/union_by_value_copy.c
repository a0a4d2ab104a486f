/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Unions are passed and returned by value (a copy, with the member it holds) and
 * through pointers (the caller's object); a pointer to a member writes that member. */
#include <assert.h>

union num { int i; unsigned int u; };

static union num negate(union num n) {
  n.i = -n.i;
  return n;
}

static void set_unsigned(union num *n, unsigned int v) { n->u = v; }

int main(void) {
  union num a;
  a.i = 7;
  union num b = negate(a);
  assert(a.i == 7 && b.i == -7);
  assert(b.u == 4294967289u);
  set_unsigned(&a, 3u);
  assert(a.i == 3);
  int *p = &a.i;
  *p = 9;
  assert(a.u == 9u);
  union num c = { 5 };
  union num d = { .u = 6u };
  assert(c.u == 5u && d.i == 6);
  return 0;
}
