/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 19 parallel
 */
/* s += a[i] over an array set to 1: a reduction, summed in closed form (n). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  int i, s = 0;
  for (i = 0; i < n; i++)
    a[i] = 1;
  for (i = 0; i < n; i++)
    s += a[i];
  assert(s == n);
  return 0;
}
