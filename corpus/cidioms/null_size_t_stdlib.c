/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* size_t and NULL from <stdlib.h> (C11 7.22): a vector allocated with malloc of
 * n * sizeof(double), filled, summed and freed. */
#include <stdlib.h>
#include <assert.h>

int main(void) {
  size_t n = 6;
  double *a = malloc(n * sizeof(double));
  if (a == NULL)
    return 1;
  for (size_t i = 0; i < n; i++)
    a[i] = (double)i;
  double s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  assert(s == 15.0);
  free(a);
  return 0;
}
