/* tass-test
 * run: tass verify --technique=invariant $FILE
 * expect: unknown
 * stop: loop-bound
 * provers: z3
 */
/* Without the technique parallel (not selected), an unbounded initialisation loop
 * cannot be decided. */
#include <assert.h>
#pragma TASS input {N >= 1}
int N;

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = 7;
  assert(a[N - 1] == 7);
  return 0;
}
