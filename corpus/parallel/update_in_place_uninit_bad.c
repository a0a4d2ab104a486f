/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 18
 * loop: 18 -parallel
 */
/* The last element is never initialised, and the update in place reads it: parallel
 * must not summarise the loop (its reads go through the array's unknown start, which
 * hides the indeterminate element), the search reports the read. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1) return 0;
  int a[n];
  for (int i = 0; i < n - 1; i++) a[i] = 0;
  for (int i = 0; i < n; i++) a[i] = a[i] + 1;
  return 0;
}
