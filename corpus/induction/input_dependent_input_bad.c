/* tass-test
 * run: tass verify --technique=induction $FILE
 * expect: violation assertion
 * line: 21
 */
/* A second input K is bounded by the size N, and the check fails only when K == N == 13.
 * Induction on N must not take K's condition for N - 1 as given (the program for N - 1
 * has no run with K == 13); deepening finds the violation. Checked natively: N = 13,
 * K = 13 fails. */
#pragma TASS input {N >= 0}
int N;
#pragma TASS input {K >= 0 && K <= N}
int K;
#include <assert.h>
int main(void) {
  int s = 1;
  for (int i = 0; i < N; i++)
    s = 2 * s - 1;
  if (K == N && N == 13)
    s = 0;
  assert(s == 1);
  return 0;
}
