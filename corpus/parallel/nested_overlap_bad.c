/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 22
 * loop: 19 -parallel
 */
/* a[i + j] = i: the outer loop's iterations overwrite each other's cells (an output dependence between outer iterations), so the nest must not be summarised; the search finds that a[n-1] ends as n-1, not 0. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000)
    return 0;
  int a[2 * n];
  int i, j;
  for (i = 0; i < 2 * n; i++)
    a[i] = 0;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i + j] = i;
  assert(a[n - 1] == 0);
  return 0;
}
