/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 25
 */
/* A recurrence that saturates at 10, level[i] = min(level[i-1] + 4, 10), checked as if it
 * were linear (level[i] == 4i): exact up to i = 2, capped at i = 3; smallest failing N = 4. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int *level = malloc(N * sizeof(int));
  level[0] = 0;
  for (int i = 1; i < N; i++) {
    int nx = level[i - 1] + 4;
    if (nx > 10)
      nx = 10;
    level[i] = nx;
  }
  for (int i = 0; i < N; i++)
    assert(level[i] == 4 * i);
  free(level);
  return 0;
}
