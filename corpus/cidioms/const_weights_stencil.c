/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A five-point Laplacian with a file-scope const array of weights. */
#include <assert.h>
#define N 5

static const double w[5] = {-1.0, -1.0, 4.0, -1.0, -1.0};

int main(void) {
  double u[N][N], lap[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      u[i][j] = 2.0;
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      lap[i][j] = w[0] * u[i - 1][j] + w[1] * u[i][j - 1] + w[2] * u[i][j] +
                  w[3] * u[i][j + 1] + w[4] * u[i + 1][j];
  assert(lap[2][2] == 0.0);
  return 0;
}
