/* tass-test
 * run: tass compare -inputB=3 $DIR/matmul_plain.c $FILE
 * expect: violation not-equivalent
 * line: 17
 */
/* matmul_tiled.c with a planted bug: the `k` loop of a tile stops one short of the
 * tile's end (`min(kk + T, N) - 1`), so for N >= 2 a product term is lost. */
#pragma TASS input int
#define B 4
#pragma TASS input {1 <= N && N <= B} int
#define N 4
#pragma TASS input
double a[N][N];
#pragma TASS input
double b[N][N];
#pragma TASS output
double c[N][N];

#define T 2
static int min(int x, int y) { return x < y ? x : y; }

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      c[i][j] = 0.0;
  for (int ii = 0; ii < N; ii += T)
    for (int jj = 0; jj < N; jj += T)
      for (int kk = 0; kk < N; kk += T)
        for (int i = ii; i < min(ii + T, N); i++)
          for (int j = jj; j < min(jj + T, N); j++) {
            double s = c[i][j];
            for (int k = kk; k < min(kk + T, N) - 1; k++)
              s += a[i][k] * b[k][j];
            c[i][j] = s;
          }
  return 0;
}
