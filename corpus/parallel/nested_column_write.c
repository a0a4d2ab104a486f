/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 20 parallel
 */
/* The inner loop writes a column (t[j][i]), so each outer iteration changes one cell in every row: the transpose of a square VLA, checked for every size. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000)
    return 0;
  int t[n][n];
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      t[j][i] = 2 * i + j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      assert(t[i][j] == 2 * j + i);
  return 0;
}
