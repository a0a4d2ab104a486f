/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 22
 */
/* `for (;;)` searching for an odd number among the even ones: it runs off the end of
 * the array. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int k = 0; k < n; k++)
    a[k] = 2 * k;
  int t = __VERIFIER_nondet_int();
  int i = 0;
  int found = -1;
  for (;;) {
    if (a[i] == 2 * t + 1) {
      found = i;
      break;
    }
    i++;
  }
  assert(found >= 0);
  return 0;
}
