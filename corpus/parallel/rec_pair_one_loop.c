/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 16 parallel
 */
/* Two recurrences in one loop, the second adding the element the first wrote in the
 * previous iteration: the closed form of the first is carried into the second. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1) return 0;
  int a[n], b[n];
  a[0] = 1; b[0] = 1;
  for (int i = 1; i < n; i++) {
    a[i] = a[i - 1] + 2;
    b[i] = b[i - 1] + a[i - 1] + 2;
  }
  for (int i = 0; i < n; i++) assert(b[i] == (i + 1) * (i + 1) && a[i] == 2 * i + 1);
  return 0;
}
