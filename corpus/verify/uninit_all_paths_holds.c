/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* x is written on every path before it is read, and a struct copy with a member never
 * written is not a read of that member. */
#pragma TASS input
int n;
#pragma TASS output
int y;

struct pair {
  int a, b;
};

int main(void) {
  int x;
  struct pair p, q;
  if (n > 3)
    x = 1;
  else
    x = 2;
  p.a = x;
  q = p;
  y = q.a + x;
  return 0;
}
