/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 12
 */
/* The row loop runs one past the rows of the matrix passed as `double a[][N]`. */
#define N 4

static void scale(int m, double a[][N], double s) {
  for (int i = 0; i <= m; i++)
    for (int j = 0; j < N; j++)
      a[i][j] *= s;
}

int main(void) {
  double a[3][N] = {{0}};
  scale(3, a, 2.0);
  return 0;
}
