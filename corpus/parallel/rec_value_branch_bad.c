/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 21
 * loop: 17 -parallel
 */
/* A recurrence whose step depends on the previous value (it saturates at 4): no closed
 * form as a sum, so parallel declines; the search finds the wrong claim at n = 6. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1) return 0;
  int a[n];
  a[0] = 0;
  for (int i = 1; i < n; i++) {
    if (a[i - 1] > 3) a[i] = a[i - 1];
    else a[i] = a[i - 1] + 1;
  }
  for (int i = 0; i < n; i++) assert(a[i] == i);
  return 0;
}
