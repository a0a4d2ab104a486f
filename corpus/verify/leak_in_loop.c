/* tass-test
 * run: tass verify $FILE
 * expect: violation memory-leak
 * line: 14
 */
/* Each iteration allocates a fresh row and overwrites the only pointer to the previous one; only the last row is freed, so rows leak when n >= 2. */
#include <stdlib.h>
#pragma TASS input {1 <= n && n <= 4}
int n;

int main(void) {
  double *row = NULL;
  for (int i = 0; i < n; i++) {
    row = malloc(3 * sizeof(double));
    if (row == NULL)
      return 1;
    for (int j = 0; j < 3; j++)
      row[j] = i + j;
  }
  free(row);
  return 0;
}
