/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* NULL and size_t come with <stdio.h> alone (C11 7.21.1): a dot product over a
 * size_t index, with a pointer checked against NULL. */
#include <stdio.h>

static double dot(const double *x, const double *y, size_t n) {
  double s = 0.0;
  if (x == NULL || y == NULL)
    return 0.0;
  for (size_t i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

int main(void) {
  double u[4] = {1.0, 2.0, 3.0, 4.0};
  double v[4] = {1.0, 1.0, 1.0, 1.0};
  double s = dot(u, v, 4);
  if (s != 10.0)
    return 1;
  printf("%f\n", dot(NULL, v, 4));
  return 0;
}
