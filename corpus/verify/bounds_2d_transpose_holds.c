/* tass-test
 * run: tass verify -inputM=3 -inputN=4 $FILE
 * expect: holds
 */
/* Transposing an M x N matrix into an N x M one stays in bounds and moves every entry; M and N are fixed on the command line. */
#include <assert.h>
#pragma TASS input int
#define M 2
#pragma TASS input int
#define N 2
#pragma TASS input
double x;

int main(void) {
  double a[M][N], t[N][M];
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = x * i + j;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      t[j][i] = a[i][j];
  for (int j = 0; j < N; j++)
    for (int i = 0; i < M; i++)
      assert(t[j][i] == x * i + j);
  return 0;
}
