/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A three-point stencil on a variable-length array reads only neighbours of interior points and leaves a linear profile unchanged. */
#include <assert.h>
#pragma TASS input {2 <= n && n <= 7}
int n;
#pragma TASS input
double u0;

int main(void) {
  double u[n], w[n];
  for (int i = 0; i < n; i++)
    u[i] = u0 + i;
  w[0] = u[0];
  w[n - 1] = u[n - 1];
  for (int i = 1; i < n - 1; i++)
    w[i] = (u[i - 1] + 2 * u[i] + u[i + 1]) / 4;
  for (int i = 0; i < n; i++)
    assert(w[i] == u0 + i);
  return 0;
}
