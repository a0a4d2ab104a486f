/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Sorting three unbounded integer inputs with swaps through pointers leaves them in order and keeps their sum. */
#include <assert.h>
#pragma TASS input
int x;
#pragma TASS input
int y;
#pragma TASS input
int z;

void swap(int *p, int *q) {
  int t = *p;
  *p = *q;
  *q = t;
}

int main(void) {
  int a = x, b = y, c = z;
  if (a > b)
    swap(&a, &b);
  if (b > c)
    swap(&b, &c);
  if (a > b)
    swap(&a, &b);
  assert(a <= b && b <= c);
  assert(a + b + c == x + y + z);
  return 0;
}
