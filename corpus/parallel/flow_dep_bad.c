/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 * loop: 18 parallel
 */
/* A recurrence with a wrong expectation: summarised in closed form (a[i] = i), and the
 * violation after the summary is found for every n >= 2. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 1)
    return 0;
  int a[n];
  a[0] = 0;
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + 1;
  assert(a[n - 1] == 0);
  return 0;
}
