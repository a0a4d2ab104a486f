/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 21 parallel
 */
/* A rows x cols VLA filled row by row (a[i][j] = i*cols + j), then checked cell by cell: both nests summarised, for every size. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int rows = __VERIFIER_nondet_int();
  int cols = __VERIFIER_nondet_int();
  if (rows <= 0 || cols <= 0 || rows > 1000 || cols > 1000)
    return 0;
  int a[rows][cols];
  int i, j;
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++)
      a[i][j] = i * cols + j;
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++)
      assert(a[i][j] == i * cols + j);
  return 0;
}
