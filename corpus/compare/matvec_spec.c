/* Specification for matvec_impl.c: y = A x by rows, one dot product per row. */
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
  for (int i = 0; i < N; i++) {
    double s = 0.0;
    for (int j = 0; j < M; j++)
      s += A[i][j] * x[j];
    y[i] = s;
  }
  return 0;
}
