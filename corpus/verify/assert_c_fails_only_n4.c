/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 21
 */
/* A lookup table of triangular numbers has a typo at index 4, so the check against the loop fails only when n == 4. */
#include <assert.h>
#pragma TASS input {0 <= n && n <= 6}
int n;

int triangle(int k) {
  int table[7] = {0, 1, 3, 6, 11, 15, 21};
  return table[k];
}

int main(void) {
  int s = 0;
  for (int i = 1; i <= n; i++)
    s += i;
  int t = triangle(n);
  assert(s == t); /* table[4] should be 10 */
  return 0;
}
