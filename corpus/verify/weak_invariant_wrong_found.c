/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* The same weak invariant on a wrong program: the search without the invariant's
 * summary finds the concrete execution (n = 2) that violates the assertion. */
#include <assert.h>
#pragma TASS input {n >= 0}
int n;
int main(void) {
  int i = 0, s = 0;
#pragma TASS invariant LOOP i >= 0 && i <= n
  while (i < n) { s += 2; i++; }
  assert(s != 4);
  return 0;
}
