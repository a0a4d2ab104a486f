/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* SV-COMP-style harness: variables left uninitialised are given their values by
 * assumptions (`__VERIFIER_assume`), which constrain them rather than read them; what
 * they constrain is then defined and known. */
#include <assert.h>
extern void __VERIFIER_assume(int);
int main(void) {
  int k;
  __VERIFIER_assume(k >= 0 && k < 100);
  int a[3];
  __VERIFIER_assume(a[0] == k && a[1] == k + 1);
  assert(a[1] - a[0] == 1);
  a[2] = a[0] + a[1];
  assert(a[2] % 2 == 1);
  return 0;
}
