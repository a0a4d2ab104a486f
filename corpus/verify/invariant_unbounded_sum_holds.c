/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* No bound on n: the loop is summarised by its invariant (seed 000), so the assertion is
 * proved for every n >= 0. */
#include <assert.h>
#pragma TASS input {n >= 0}
int n;

int main(void) {
  int i = 0, s = 0;
#pragma TASS invariant LOOP 0 <= i && i <= n && s == 3 * i
  while (i < n) {
    s += 3;
    i++;
  }
  assert(s == 3 * n);
  return 0;
}
