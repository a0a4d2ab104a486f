/* Specification for tiling_impl.c: transpose of a 2-D array and its row sums by the plain loop nest. */
#pragma TASS input {1 <= N && N <= 4} int
#define N 4
#pragma TASS input {1 <= M && M <= 4} int
#define M 4
#pragma TASS input
double a[N][M];
#pragma TASS output
double t[M][N];
#pragma TASS output
double rowsum[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    double s = 0.0;
    for (int j = 0; j < M; j++) {
      t[j][i] = a[i][j];
      s += a[i][j];
    }
    rowsum[i] = s;
  }
  return 0;
}
