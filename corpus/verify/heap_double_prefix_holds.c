/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Prefix sums of 1.5 * i in a heap array of doubles agree with the closed form 3 i (i + 1) / 4, and the array is freed. */
#include <assert.h>
#include <stdlib.h>
#pragma TASS input {1 <= n && n <= 6}
int n;

int main(void) {
  double *p = malloc(n * sizeof(double));
  if (p == NULL)
    return 1;
  p[0] = 0.0;
  for (int i = 1; i < n; i++)
    p[i] = p[i - 1] + 1.5 * i;
  for (int i = 0; i < n; i++)
    assert(4 * p[i] == 3.0 * i * (i + 1));
  free(p);
  return 0;
}
