/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 16 parallel
 * loop: 20 parallel
 */
/* An assumption in every iteration (on a fresh input) constrains the inputs of every iteration. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int i = 0; i < n; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] > i);
  }
  for (int i = 0; i < n; i++)
    assert(a[i] >= 1 || i == 0);
  return 0;
}
