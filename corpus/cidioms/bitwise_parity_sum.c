/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Red-black ordering: odd and even points picked with i & 1; i >> 1 halves. */
#include <assert.h>
#pragma TASS input {0 <= n && n <= 8} int
#define n 6

int main(void) {
  int red = 0, black = 0;
  for (int i = 0; i < n; i++) {
    if ((i & 1) == 0)
      red++;
    else
      black++;
  }
  assert(red == (n + 1) >> 1);
  assert(black == n >> 1);
  assert(red + black == n);
  return 0;
}
