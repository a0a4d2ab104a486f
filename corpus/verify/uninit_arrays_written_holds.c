/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Every element read was written first: a matrix filled by a double loop, a heap
 * array filled to a symbolic length, and an array written at a symbolic index before
 * that index is read. */
#include <stdlib.h>
#pragma TASS input {1 <= n && n <= 5}
int n;
#pragma TASS input {0 <= k && k < 8}
int k;
int main(void) {
  double m[3][3];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      m[i][j] = i + j;
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    a[i] = i;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  free(a);
  int b[8];
  b[k] = 3;
  return (int)m[2][1] + s + b[k];
}
