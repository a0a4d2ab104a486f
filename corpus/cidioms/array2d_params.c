/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A matrix-vector product with the matrix as `double a[][N]`, and a transpose with
 * `double (*a)[N]`. */
#include <assert.h>
#define N 3

static void matvec(int m, double a[][N], const double *x, double *y) {
  for (int i = 0; i < m; i++) {
    y[i] = 0;
    for (int j = 0; j < N; j++)
      y[i] += a[i][j] * x[j];
  }
}

static void transpose(double (*a)[N]) {
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      double t = a[i][j];
      a[i][j] = a[j][i];
      a[j][i] = t;
    }
}

int main(void) {
  double a[N][N] = {{1, 2, 0}, {0, 1, 0}, {0, 0, 1}};
  double x[N] = {1, 1, 1}, y[N];
  matvec(N, a, x, y);
  assert(y[0] == 3.0 && y[1] == 1.0 && y[2] == 1.0);
  transpose(a);
  assert(a[1][0] == 2.0 && a[0][1] == 0.0);
  return 0;
}
