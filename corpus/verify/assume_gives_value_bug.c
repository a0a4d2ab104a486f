/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 16
 */
/* An assumption gives values to what it constrains only: `a[2]` is in no assumption
 * and is read before it is given a value. */
#include <assert.h>
extern void __VERIFIER_assume(int);
int main(void) {
  int k;
  __VERIFIER_assume(k >= 0 && k < 100);
  int a[3];
  __VERIFIER_assume(a[0] == k && a[1] == k + 1);
  int s = a[0] + a[1];
  s = s + a[2];
  assert(s >= 1);
  return 0;
}
