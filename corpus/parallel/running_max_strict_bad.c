/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* The maximum is one of the cells, so `a[x] < m` fails at it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int m = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] > m) m = a[i];
  for (int x = 0; x < n; x++) assert(a[x] < m);
  return 0;
}
