/* tass-test
 * run: tass compare $DIR/tiling_spec.c $FILE
 * expect: holds
 */
/* The i loop tiled by T = 2 (with a partial last tile when N is odd) and the j loop moved between the tile loop and the point loop: every element is copied once and each row sum still adds a[i][0], a[i][1], ... in order. */
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

#define T 2

int main(void) {
  for (int i = 0; i < N; i++)
    rowsum[i] = 0.0;
  for (int ii = 0; ii < N; ii += T)
    for (int j = 0; j < M; j++)
      for (int i = ii; i < ii + T && i < N; i++) {
        t[j][i] = a[i][j];
        rowsum[i] += a[i][j];
      }
  return 0;
}
