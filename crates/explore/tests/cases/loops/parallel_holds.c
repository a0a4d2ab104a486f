/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * stop: done
 * states-saved: <= 4
 * provers: z3 cvc5
 */
/* Technique parallel: no bound on N and no invariant; the two loops have no dependence
 * between iterations and are replaced by quantified updates. */
#include <assert.h>
#pragma TASS input {N >= 1}
int N;

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = 3 * i + 1;
  for (int i = 0; i < N; i++)
    assert(a[i] % 3 == 1);
  return 0;
}
