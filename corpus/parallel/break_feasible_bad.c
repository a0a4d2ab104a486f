/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 23
 * loop: 18 parallel
 * loop: 20 parallel
 */
/* A break that some input reaches: the loop is not summarised, and the search finds i != n. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  int i;
  for (i = 0; i < n; i++)
    a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < n; i++)
    if (a[i] < 0)
      break;
  assert(i == n);
  return 0;
}
