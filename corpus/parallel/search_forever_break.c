/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 21 parallel
 */
/* A search written as `while (1)` with a `break`: the even numbers 0, 2, 4, ... are
 * searched for 2t, found at t. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int t = __VERIFIER_nondet_int();
  if (n <= 0 || t < 0 || t >= n)
    return 0;
  int a[n];
  for (int k = 0; k < n; k++)
    a[k] = 2 * k;
  int i = 0;
  while (1) {
    if (a[i] == 2 * t)
      break;
    i++;
  }
  assert(i == t);
  return 0;
}
