/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* reduce_every_third with the bound claimed to be n: it fails at n = 1 (budget 3). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000000) return 0;
  int budget = 0;
  for (int step = 0; step < n; step++) {
    if (step % 3 == 0)
      budget += 3;
  }
  assert(budget <= n);
  return 0;
}
