/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 18
 */
/* A forward recurrence written as nx[i+1] = nx[i] + 1 for every i < N: the last
 * iteration writes nx[N], one past the end; fails for every N >= 1. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int *nx = malloc(N * sizeof(int));
  nx[0] = 0;
  for (int i = 0; i < N; i++)
    nx[i + 1] = nx[i] + 1;
  free(nx);
  return 0;
}
