/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 13
 */
/* s == i holds on entry but not after an iteration (s grows by 2). */
#include <assert.h>
#pragma TASS input {N >= 0}
int N;

int main(void) {
  int i = 0, s = 0;
#pragma TASS invariant LOOP i <= N && s == i
  while (i < N) {
    s += 2;
    i++;
  }
  assert(s == 2 * N);
  return 0;
}
