/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* Triangular numbers checked against a formula that is off at i = 7 only. */
#include <assert.h>
#pragma TASS input {N >= 1}
int N;

int main(void) {
  int t[N];
  t[0] = 0;
  for (int i = 1; i < N; i++)
    t[i] = t[i - 1] + i;
  for (int i = 0; i < N; i++)
    assert(2 * t[i] == i * (i + 1) - (i == 7));
  return 0;
}
