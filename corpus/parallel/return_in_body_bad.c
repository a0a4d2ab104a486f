/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 25
 */
/* An early return that some input reaches: the summary resumes the loop before the first
 * iteration that returns, with every earlier one passing (a quantified fact: z3 decides
 * it; with cvc5 the search without summaries finds the violation). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int find(int *a, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] == 3)
      return i;
  return -1;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = i;
  assert(find(a, n) == -1);
  return 0;
}
