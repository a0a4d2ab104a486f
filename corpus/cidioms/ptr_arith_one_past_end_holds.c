/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* One past the end exists (C11 6.5.6p8): the usual begin/end loops, on the stack, on
 * the heap, in a struct and for a single object. */
#include <assert.h>
#include <stdlib.h>

struct buf { int len; int data[4]; };

static int sum(const int *b, const int *e) {
  int s = 0;
  while (b != e) s += *b++;
  return s;
}

int main(void) {
  int a[3] = { 1, 2, 3 };
  assert(sum(a, a + 3) == 6);
  int *h = malloc(5 * sizeof(int));
  if (!h) return 0;
  for (int *q = h; q < h + 5; q++) *q = 2;
  assert(sum(h, h + 5) == 10);
  free(h);
  struct buf b = { 4, { 1, 1, 1, 1 } };
  assert(sum(b.data, b.data + b.len) == 4);
  int x = 7;
  assert(sum(&x, &x + 1) == 7);
  int *end = a + 3;
  assert(end - a == 3);
  int *back = end - 3;
  assert(*back == 1);
  return 0;
}
