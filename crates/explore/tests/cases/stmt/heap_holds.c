/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* A heap array of input length, filled, summed and freed: no leak, no bad access. */
#include <assert.h>
#include <stdlib.h>
#pragma TASS input {1 <= n && n <= 5} int
#define n 1

int main(void) {
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  free(a);
  assert(s == n * (n - 1));
  return 0;
}
