/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 19
 */
/* A check that fails at i = 3: found after the summary resumes the check loop at its first
 * failing iteration (z3), or by the search without summaries (cvc5). */
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
