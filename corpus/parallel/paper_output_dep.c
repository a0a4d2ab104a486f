/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 17 parallel
 */
/* Seed 004, example 8 (second loop): last = a[i] is an output dependence, handled by last-win. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 1)
    return 0;
  int a[n];
  int i, last = 0;
  for (i = 0; i < n; i++)
    a[i] = i * i;
  for (i = 1; i < n; i++)
    last = a[i];
  assert(last == (n - 1) * (n - 1));
  return 0;
}
