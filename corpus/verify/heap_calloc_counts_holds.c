/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* calloc returns zeroed memory, so counters built on it count the residues of 0 .. n-1 modulo m exactly. */
#include <assert.h>
#include <stdlib.h>
#pragma TASS input {1 <= n && n <= 5}
int n;
#pragma TASS input {1 <= m && m <= 3}
int m;

int main(void) {
  int *count = calloc(m, sizeof(int));
  if (count == NULL)
    return 1;
  for (int i = 0; i < n; i++)
    count[i % m]++;
  int total = 0;
  for (int v = 0; v < m; v++)
    total += count[v];
  assert(total == n);
  assert(count[0] == (n + m - 1) / m);
  free(count);
  return 0;
}
