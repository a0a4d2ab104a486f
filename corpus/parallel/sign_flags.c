/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 23 parallel
 */
/* Two flags set on different branches of one loop: when neither is set, every cell is
 * zero. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int neg = 0, pos = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] < 0) neg = 1;
    else if (a[i] > 0) pos = 1;
  }
  if (!neg && !pos)
    for (int j = 0; j < n; j++) assert(a[j] == 0);
  return 0;
}
