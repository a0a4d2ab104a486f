/* tass-test
 * run: tass verify --loop-bound=20 $FILE
 * expect: unknown
 * stop: loop-bound
 * line: 15
 * provers: z3 cvc5 none
 */
/* No bound on N and no invariant, and a sum carried from one iteration to the next (no
 * technique summarises it): the loop cannot be explored for every N. */
#include <assert.h>
#pragma TASS input {N >= 0} int
#define N 10
int main(void) {
  int i = 0, s = 0;
  while (i < N) {
    s += i;
    i++;
  }
  assert(2 * s == N * (N - 1));
  return 0;
}
