/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* Structs with a pointer member, passed by pointer and changed through it. */
#include <assert.h>
#pragma TASS input int
#define x 0

struct cell { int v; int *owner; };
struct pair { struct cell a, b; };

void swap(struct pair *p) {
  struct cell t = p->a;
  p->a = p->b;
  p->b = t;
}

int main(void) {
  int k = 7;
  struct pair p = {{x, &k}, {x + 1, 0}};
  swap(&p);
  *p.b.owner += p.a.v;
  assert(p.a.v == x + 1 && p.b.v == x && p.a.owner == 0);
  assert(k == x + 8);
  return 0;
}
