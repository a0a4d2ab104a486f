/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 parallel
 * loop: 18 parallel
 * loop: 26 parallel
 */
/* A break no iteration can reach (every element is non-negative): the loop is summarised. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n], b[n];
  int i;
  for (i = 0; i < n; i++)
    a[i] = i;
  for (i = 0; i < n; i++) {
    if (a[i] < 0)
      break;
    b[i] = a[i];
  }
  assert(i == n);
  for (i = 0; i < n; i++)
    assert(b[i] == i);
  return 0;
}
