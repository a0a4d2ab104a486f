/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 21
 * loop: 19 parallel
 */
/* A pointer aliases the array: p[i+1] = a[i] + 1 is a recurrence through the alias,
 * summarised in closed form; the wrong claim after it is found. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 1)
    return 0;
  int a[n];
  int *p = a;
  a[0] = 0;
  for (int i = 0; i < n - 1; i++)
    p[i + 1] = a[i] + 1;
  assert(a[n - 1] == 0);
  return 0;
}
