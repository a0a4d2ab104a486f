/* tass-test
 * run: tass verify --arg 1=4 --arg 2=5 $FILE
 * expect: violation array-bounds
 * line: 21
 */
/* A matrix of rows x cols from the command line, filled with its indices swapped. */
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 3)
    return 1;
  int rows = atoi(argv[1]);
  int cols = atoi(argv[2]);
  if (rows <= 0 || cols <= 0)
    return 1;
  double *m = calloc(rows * cols, sizeof(double));
  if (!m)
    return 1;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      m[j * rows + i + rows] = 1.0;
  free(m);
  return 0;
}
