/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 23
 */
/* The copy differs at element 3: the comparison stops there. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 3)
    return 0;
  int a[n], b[n];
  for (int k = 0; k < n; k++) {
    a[k] = __VERIFIER_nondet_int();
    b[k] = a[k];
  }
  b[3] = a[3] + 1;
  int i;
  for (i = 0; i < n && a[i] == b[i]; i++)
    ;
  assert(i == n);
  return 0;
}
