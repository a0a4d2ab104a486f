/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 20 parallel
 */
/* last = i only on some iterations, by a condition that does not read it: after the
 * loop it is -1 or the last iteration whose cell exceeds 5. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  int i, last = -1;
  for (i = 0; i < n; i++)
    a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < n; i++)
    if (a[i] > 5)
      last = i;
  assert(last >= -1);
  return 0;
}
