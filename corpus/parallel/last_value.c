/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 17 parallel
 */
/* last = a[i] in every iteration (output dependence on a scalar): the last iteration wins. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  int i, last = -1;
  for (i = 0; i < n; i++)
    a[i] = 2 * i;
  for (i = 0; i < n; i++)
    last = a[i];
  assert(last == 2 * (n - 1));
  return 0;
}
