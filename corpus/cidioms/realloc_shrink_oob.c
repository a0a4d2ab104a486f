/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 19
 */
/* The work array is shrunk with realloc, then written at its old size. */
#include <stdlib.h>

int main(void) {
  int n = 8;
  double *w = malloc(n * sizeof(double));
  if (!w)
    return 1;
  for (int i = 0; i < n; i++)
    w[i] = 0.0;
  double *s = realloc(w, (n / 2) * sizeof(double));
  if (!s)
    return 1;
  s[n - 1] = 1.0;
  free(s);
  return 0;
}
