/* Specification for interchange_impl.c: row-major traversal of a 2-D array computing column sums and a scaled copy. */
#pragma TASS input {1 <= N && N <= 4} int
#define N 4
#pragma TASS input {1 <= M && M <= 4} int
#define M 4
#pragma TASS input
double a[N][M];
#pragma TASS output
double colsum[M];
#pragma TASS output
double scaled[N][M];

int main(void) {
  for (int j = 0; j < M; j++)
    colsum[j] = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      scaled[i][j] = (i + 1) * a[i][j];
      colsum[j] += a[i][j];
    }
  return 0;
}
