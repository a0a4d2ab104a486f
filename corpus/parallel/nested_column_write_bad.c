/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 21
 */
/* The inner loop writes a column (t[j][i]), so each outer iteration changes one cell in every row: the check reads the cells as if untransposed, which fails for n >= 2: found by the search, not hidden by the summary. */
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
      assert(t[i][j] == 2 * i + j);
  return 0;
}
