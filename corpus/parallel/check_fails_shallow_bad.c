/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 * loop: 17 parallel
 * loop: 19 -parallel
 */
/* A check that fails at i = 3: the check loop is declined and the search finds the violation. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = i;
  for (int i = 0; i < n; i++)
    assert(a[i] != 3);
  return 0;
}
