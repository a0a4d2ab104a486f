/* tass-test
 * run: tass compare $DIR/matvec_spec.c $FILE
 * expect: holds
 */
/* y = A x by columns (y += x[j] * column j, the transposed loop order): each y[i] receives the same terms A[i][j]*x[j], so the outputs agree. */
#pragma TASS input {1 <= N && N <= 4} int
#define N 4
#pragma TASS input {1 <= M && M <= 4} int
#define M 4
#pragma TASS input
double A[N][M];
#pragma TASS input
double x[M];
#pragma TASS output
double y[N];

int main(void) {
  for (int i = 0; i < N; i++)
    y[i] = 0.0;
  for (int j = 0; j < M; j++) {
    double xj = x[j];
    for (int i = 0; i < N; i++)
      y[i] += xj * A[i][j];
  }
  return 0;
}
