/* tass-test
 * run: tass verify --technique=parallel $FILE
 * expect: holds
 * provers: z3 cvc5
 */
/* Technique parallel summarises a recurrence (each iteration adds to the element the
 * previous one wrote) by its closed form: a[x] = x(x+1)/2 for every x, for all N. */
#include <assert.h>
#pragma TASS input {N >= 2}
int N;

int main(void) {
  int a[N];
  a[0] = 0;
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + i;
  for (int i = 0; i < N; i++)
    assert(2 * a[i] == i * (i + 1));
  return 0;
}
