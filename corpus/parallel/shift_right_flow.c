/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 20 parallel
 */
/* Flow dependence: a[i] = a[i-1] reads what the previous iteration wrote, a recurrence
 * whose step is 0: its closed form is a[0] everywhere. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 1)
    return 0;
  int a[n];
  int i;
  for (i = 0; i < n; i++)
    a[i] = i;
  for (i = 1; i < n; i++)
    a[i] = a[i - 1];
  assert(a[n - 1] == 0);
  return 0;
}
