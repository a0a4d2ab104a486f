/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A tagged union inside a struct, an array of them, passed by pointer and by value:
 * each shape is read through the member its tag names. */
#include <assert.h>

enum kind { SQUARE, RECT, TRIANGLE };

struct shape {
  enum kind kind;
  union {
    struct { int side; } square;
    struct { int w, h; } rect;
    struct { int base, height; } tri;
  } u;
};

static int area2(struct shape s) { /* twice the area */
  switch (s.kind) {
  case SQUARE: return 2 * s.u.square.side * s.u.square.side;
  case RECT: return 2 * s.u.rect.w * s.u.rect.h;
  default: return s.u.tri.base * s.u.tri.height;
  }
}

static void make_rect(struct shape *s, int w, int h) {
  s->kind = RECT;
  s->u.rect.w = w;
  s->u.rect.h = h;
}

int main(void) {
  struct shape shapes[3];
  shapes[0].kind = SQUARE;
  shapes[0].u.square.side = 3;
  make_rect(&shapes[1], 2, 5);
  shapes[2].kind = TRIANGLE;
  shapes[2].u.tri.base = 4;
  shapes[2].u.tri.height = 3;
  int total = 0;
  for (int i = 0; i < 3; i++)
    total += area2(shapes[i]);
  assert(total == 18 + 20 + 12);
  /* Reusing a shape as another kind: the whole member is written again. */
  shapes[0].kind = RECT;
  shapes[0].u.rect.w = 1;
  shapes[0].u.rect.h = 1;
  assert(area2(shapes[0]) == 2);
  return 0;
}
