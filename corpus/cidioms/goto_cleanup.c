/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The error-handling idiom: forward gotos to a cleanup label free what was
 * allocated. */
#include <stdlib.h>
#pragma TASS input {0 <= n && n <= 4} int
#define n 2

int main(void) {
  int rc = 1;
  double *a = NULL, *b = NULL;
  a = malloc(4 * sizeof(double));
  if (!a)
    goto out;
  if (n == 0)
    goto out;
  b = malloc(n * sizeof(double));
  if (!b)
    goto out;
  for (int i = 0; i < n; i++)
    b[i] = a[0] = 1.0;
  rc = 0;
out:
  free(b);
  free(a);
  return rc;
}
