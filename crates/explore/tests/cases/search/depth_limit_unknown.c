/* tass-test
 * run: tass verify -inputN=100 --max-depth=50 $FILE
 * expect: unknown
 * stop: depth-limit
 * max-depth: <= 51
 * provers: z3 cvc5 none
 */
/* With N fixed the loop ends, but the path is longer than the depth limit. */
#include <assert.h>
#pragma TASS input {N >= 0} int
#define N 10
int main(void) {
  int s = 0;
  for (int i = 0; i < N; i++)
    s += i;
  assert(2 * s == N * (N - 1));
  return 0;
}
