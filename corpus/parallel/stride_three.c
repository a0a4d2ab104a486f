/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 17 parallel
 */
/* Stride 3: every third element is written and only those are checked. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  int i;
  for (i = 0; i < n; i += 3)
    a[i] = i + 1;
  for (i = 0; i < n; i += 3)
    assert(a[i] == i + 1);
  return 0;
}
