/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 */
/* `if (a[i] > m) m = a[i] - 2` can make m smaller (a = {10, 9}: m = 8, then 7), so it
 * is no running bound: a summary as one would wrongly prove the claim; the search finds
 * that it fails. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int m = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > m) m = a[i] - 2;
  for (int x = 0; x < n; x++) assert(m >= a[x] - 2);
  return 0;
}
