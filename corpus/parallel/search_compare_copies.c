/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 22 parallel
 */
/* A copy compared element by element with the original: the comparison runs to the
 * end. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n], b[n];
  for (int k = 0; k < n; k++) {
    a[k] = __VERIFIER_nondet_int();
    b[k] = a[k];
  }
  int i = 0;
  while (i < n && a[i] == b[i])
    i++;
  assert(i == n);
  return 0;
}
