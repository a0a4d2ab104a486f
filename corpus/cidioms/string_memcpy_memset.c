/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A time step of a 1-d stencil with two buffers: the new values are copied back with
 * memcpy, the boundary cleared with memset; size_t and NULL from <string.h>. */
#include <string.h>
#include <assert.h>
#define N 8

int main(void) {
  double u[N], un[N];
  memset(u, 0, sizeof u);
  u[N / 2] = 1.0;
  for (int t = 0; t < 2; t++) {
    un[0] = un[N - 1] = 0.0;
    for (size_t i = 1; i < N - 1; i++)
      un[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
    memcpy(u, un, N * sizeof(double));
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += u[i];
  assert(s == 1.0);
  return 0;
}
