/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 16 parallel
 * loop: 18 parallel
 */
/* Triangular numbers: the closed form i(i+1)/2 has a denominator, which the prover is
 * told divides exactly. */
#include <assert.h>
#pragma TASS input {N >= 1}
int N;

int main(void) {
  int t[N];
  t[0] = 0;
  for (int i = 1; i < N; i++)
    t[i] = t[i - 1] + i;
  for (int i = 0; i < N; i++)
    assert(2 * t[i] == i * (i + 1));
  return 0;
}
