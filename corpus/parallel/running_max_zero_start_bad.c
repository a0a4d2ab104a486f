/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* A maximum started at 0 stays 0 when no cell is positive: `m > 0` fails. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int m = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > m) m = a[i];
  assert(m > 0);
  return 0;
}
