/* tass-test
 * run: tass compare -inputB=3 $FILE $DIR/matmul_tiled.c
 * expect: holds
 */
/* Specification: the textbook triple loop over an N x N product, N <= B (the sequential
 * scaling pair of issue 12: `tass compare -inputB=8 matmul_plain.c matmul_tiled.c`).
 * Floating-point operations are read as real arithmetic. */
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

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0.0;
      for (int k = 0; k < N; k++)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
  return 0;
}
