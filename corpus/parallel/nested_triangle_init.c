/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 20 parallel
 */
/* The inner bound depends on the outer counter (j < i): the strictly lower triangle is set to 1, then checked; the inner summary's range varies with the outer iteration. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000)
    return 0;
  int a[n][n];
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < i; j++)
      a[i][j] = 1;
  for (i = 1; i < n; i++)
    for (j = 0; j < i; j++)
      assert(a[i][j] == 1);
  return 0;
}
