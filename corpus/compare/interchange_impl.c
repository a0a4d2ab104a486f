/* tass-test
 * run: tass compare $DIR/interchange_spec.c $FILE
 * expect: holds
 */
/* The i and j loops interchanged (column-major traversal): each element is visited once and each column sum still adds a[0][j], a[1][j], ... in order, so all outputs agree. */
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
  for (int j = 0; j < M; j++) {
    double s = 0.0;
    for (int i = 0; i < N; i++) {
      scaled[i][j] = (i + 1) * a[i][j];
      s += a[i][j];
    }
    colsum[j] = s;
  }
  return 0;
}
