/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 19 parallel
 */
/* A loop on i != n with n >= 0: it reaches its bound, after n iterations. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    return 0;
  int a[n + 1];
  int i;
  for (i = 0; i != n; i++)
    a[i] = 1;
  for (i = 0; i < n; i++)
    assert(a[i] == 1);
  return 0;
}
