/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 22
 */
/* The loop leaves as soon as its maximum passes 100: a way out that depends on the
 * bound, so it is not summarised as one; a later cell may exceed it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int m = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > m) {
      m = a[i];
      if (m > 100) break;
    }
  for (int x = 0; x < n; x++) assert(a[x] <= m);
  return 0;
}
