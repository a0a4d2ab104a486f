/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 17
 */
/* i <= n writes one past the end: the bounds check fails at the last iteration. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  int i;
  for (i = 0; i <= n; i++)
    a[i] = 0;
  return 0;
}
