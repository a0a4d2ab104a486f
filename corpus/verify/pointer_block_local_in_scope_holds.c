/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Pointers to locals of inner blocks used while the blocks last (directly, through
 * callees, and through macros expanded inside them) are valid; so is a pointer to a
 * `static` local of a block after it. */
#include <assert.h>
#define SWAP(a, b) do { int t_ = a; a = b; b = t_; } while (0)
#define GET(p) (*(p))

int get(int *q) { return *q; }
void set(int *q, int v) { *q = v; }

int main(void) {
  int total = 0;
  for (int i = 0; i < 3; i++) {
    int loc[2];
    int *p = loc;
    set(p, i);
    set(&loc[1], 1);
    total += get(p) + get(loc + 1);
    if (i == 1) {
      int inner = 4;
      int *r = &inner;
      {
        *r += GET(p);
      }
      total += *r;
    }
  }
  assert(total == 3 + 3 + 5);
  int x = 1, y = 2;
  SWAP(x, y);
  assert(x == 2);
  int *s;
  {
    static int st = 7;
    s = &st;
  }
  assert(*s == 7);
  return 0;
}
