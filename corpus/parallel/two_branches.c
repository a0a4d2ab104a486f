/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 21 parallel
 * loop: 27 parallel
 */
/* Seed 004, examples 1 and 3: a[i] = b[i+1] or b[i-1] on a flag that the loop does not change. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if (n <= 1 || n > 100000)
    return 0;
  int a[n], b[n + 1];
  int i;
  for (i = 0; i <= n; i++)
    b[i] = 3 * i;
  for (i = 1; i < n; i++) {
    if (c != 0)
      a[i] = b[i + 1];
    else
      a[i] = b[i - 1];
  }
  for (i = 1; i < n; i++)
    assert(c != 0 ? a[i] == 3 * i + 3 : a[i] == 3 * i - 3);
  return 0;
}
