/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * stop: done
 * states-saved: <= 10
 * provers: z3 cvc5 none
 */
/* No bound on N: the invariant summarises every number of iterations. */
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
  assert(s == 2 * N);
  return 0;
}
