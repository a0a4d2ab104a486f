/* tass-test
 * run: tass verify -inputN=100 $FILE
 * expect: holds
 * stop: done
 * max-depth: >= 200
 * provers: z3 cvc5 none
 */
/* depth_limit_unknown.c without the depth limit: every path ends. */
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
