/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 21
 * loop: 18 parallel
 * loop: 20 parallel
 */
/* A check that fails at i = 3: found after the summary resumes the check loop at its first
 * failing iteration, the smallest one at which a check can fail (found by bisection). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = i;
  for (int i = 0; i < n; i++)
    assert(a[i] != 3);
  return 0;
}
