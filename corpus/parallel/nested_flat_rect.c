/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 21 parallel
 * loop: 24 parallel
 */
/* A rows x cols matrix in one heap block, m[i*cols + j] = i - j: the outer loop's iteration of an element is found as index / cols and confirmed by the prover. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int rows = __VERIFIER_nondet_int();
  int cols = __VERIFIER_nondet_int();
  if (rows <= 0 || cols <= 0 || rows > 1000 || cols > 1000)
    return 0;
  int *m = malloc(sizeof(int) * rows * cols);
  if (m == 0)
    return 0;
  int i, j;
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++)
      m[i * cols + j] = i - j;
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++)
      assert(m[i * cols + j] + j == i);
  free(m);
  return 0;
}
