/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 16
 */
/* malloc gives indeterminate contents: the sum reads one element more than the loop
 * wrote. */
#include <stdlib.h>
#pragma TASS input {1 <= n && n <= 6}
int n;
int main(void) {
  double *x = malloc((n + 1) * sizeof(double));
  for (int i = 0; i < n; i++) x[i] = 1.0;
  double s = 0.0;
  for (int i = 0; i <= n; i++)
    s += x[i];
  free(x);
  return s > 0.0;
}
