/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* The invariant holds and is strong enough to refute the assertion (off by one). */
#include <assert.h>
#pragma TASS input {N >= 0}
int N;

int main(void) {
  int i = 0, s = 0;
#pragma TASS invariant LOOP i <= N && s == 2 * i
  while (i < N) {
    s += 2;
    i++;
  }
  assert(s == 2 * N + 1 || N > 3);
  return 0;
}
