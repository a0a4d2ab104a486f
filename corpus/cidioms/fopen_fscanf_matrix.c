/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A matrix read from a file: fopen checked against NULL, fscanf's count checked,
 * fclose at the end; then the trace is bounded by the Frobenius norm squared. */
#include <stdio.h>
#include <assert.h>
#define N 2

int main(void) {
  double a[N][N];
  FILE *f = fopen("matrix.txt", "r");
  if (f == NULL)
    return 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (fscanf(f, "%lf", &a[i][j]) != 1) {
        fclose(f);
        return 1;
      }
  fclose(f);
  double fro = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      fro += a[i][j] * a[i][j];
  assert(fro >= a[0][0] * a[0][0]);
  return 0;
}
