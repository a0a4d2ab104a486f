/* tass-test
 * run: tass verify --loop-bound=20 --technique=none $FILE
 * expect: unknown
 * stop: loop-bound
 * line: 16
 * provers: z3 cvc5 none
 */
/* No bound on N and no invariant, and a value carried from one iteration to the next that
 * no technique summarises (doubled, not incremented): the loop cannot be explored for
 * every N. */
#include <assert.h>
#pragma TASS input {N >= 0} int
#define N 10
int main(void) {
  int i = 0, s = 0;
  while (i < N) {
    s = 2 * s + 1;
    i++;
  }
  assert(s >= 0);
  return 0;
}
