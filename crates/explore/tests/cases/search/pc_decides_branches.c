/* tass-test
 * run: tass verify -inputN=40 $FILE
 * expect: holds
 * stop: done
 * states-saved: <= 2
 * max-depth: >= 80
 * provers: z3 cvc5 none
 */
/* The branch on the input K splits the search once; in later iterations the path
 * condition decides it, so the loop runs in place on each side (one state saved for 40
 * iterations, not 2^40 paths). */
#include <assert.h>
#pragma TASS input {N >= 0} int
#define N 10
#pragma TASS input {0 <= K && K <= 3} int
#define K 1
int main(void) {
  int x = 0;
  for (int i = 0; i < N; i++) {
    if (K > 1) x = 1; else x = 2;
  }
  assert(N == 0 || x == 1 || x == 2);
  return 0;
}
