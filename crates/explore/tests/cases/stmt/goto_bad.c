/* tass-test
 * run: tass verify -inputN=6 $FILE
 * expect: violation assertion
 * line: 20
 * provers: z3 cvc5 none
 */
/* A loop written with goto: it sums 1..N, and the assertion has the wrong formula. */
#include <assert.h>
#pragma TASS input {N >= 0} int
#define N 6

int main(void) {
  int i = 1, s = 0;
again:
  if (i > N)
    goto done;
  s += i++;
  goto again;
done:
  assert(2 * s == N * (N - 1));
  return 0;
}
