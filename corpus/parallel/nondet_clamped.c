/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 16 parallel
 * loop: 20 parallel
 */
/* Each iteration reads a fresh input (one per iteration: an array indexed by k) and clamps it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int i = 0; i < n; i++) {
    int v = __VERIFIER_nondet_int();
    a[i] = v > 0 ? v : 0;
  }
  for (int i = 0; i < n; i++)
    assert(a[i] >= 0);
  return 0;
}
