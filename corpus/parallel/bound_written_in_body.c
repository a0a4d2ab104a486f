/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 -parallel
 * loop: 17 induction
 */
/* The body changes the bound of the loop condition: declined. Induction on n proves it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  int m = n;
  for (int i = 0; i < m; i++) {
    a[i] = 0;
    m--;
  }
  assert(m >= 0);
  return 0;
}
