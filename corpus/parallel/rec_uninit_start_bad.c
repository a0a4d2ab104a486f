/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 15
 * loop: 15 -parallel
 */
/* A recurrence that starts from an element never written: the first iteration reads it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 3) return 0;
  int a[n];
  for (int i = 1; i < n; i++) a[i] = a[i - 1] + 1;
  assert(a[2] == a[1] + 1);
  return 0;
}
