/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 19
 */
/* A flag set when some cell matches says nothing about the first cell. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int found = 0;
  for (int i = 0; i < n; i++)
    if (a[i] == x) found = 1;
  assert(!found || a[0] == x);
  return 0;
}
