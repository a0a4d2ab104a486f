/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Every path through the function frees the scratch buffer exactly once: the empty case allocates nothing, and both the error and the normal return free it. */
#include <assert.h>
#include <stdlib.h>
#pragma TASS input {0 <= n && n <= 5}
int n;

int sum_squares(int len) {
  if (len == 0)
    return 0;
  int *tmp = malloc(len * sizeof(int));
  if (tmp == NULL)
    return -1;
  for (int i = 0; i < len; i++)
    tmp[i] = i * i;
  if (len > 4) {
    free(tmp);
    return -1;
  }
  int s = 0;
  for (int i = 0; i < len; i++)
    s += tmp[i];
  free(tmp);
  return s;
}

int main(void) {
  int s = sum_squares(n);
  assert(s == -1 || 6 * s == (n - 1) * n * (2 * n - 1));
  return 0;
}
