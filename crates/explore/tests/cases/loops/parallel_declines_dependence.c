/* tass-test
 * run: tass verify --technique=parallel $FILE
 * expect: unknown
 * stop: loop-bound
 * provers: z3 cvc5 none
 */
/* Technique parallel declines a loop whose iterations read what earlier ones wrote
 * other than by adding to the previous element (a[i] = 2 * a[i-1] has no closed form
 * as a sum): never summarised, the loop is run iteration by iteration. */
#include <assert.h>
#pragma TASS input {N >= 2}
int N;

int main(void) {
  int a[N];
  a[0] = 1;
  for (int i = 1; i < N; i++)
    a[i] = 2 * a[i - 1];
  assert(a[N - 1] >= N - 1);
  return 0;
}
