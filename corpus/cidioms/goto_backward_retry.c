/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A backward goto makes a loop: Newton's iteration for an integer square root. */
#include <assert.h>
#pragma TASS input {1 <= v && v <= 50} int
#define v 10

int main(void) {
  int r = v;
again:
  if (r * r > v) {
    r = (r + v / r) / 2;
    goto again;
  }
  assert(r * r <= v && (r + 1) * (r + 1) > v);
  return 0;
}
