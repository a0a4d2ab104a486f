/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 15 parallel
 */
/* A budget that gains 3 on every third step: after n steps it is 3 * ceil(n / 3), at
 * most n + 2. The increment `i % 3 == 0 ? 3 : 0` is summed over the three residue
 * classes of the counter. */
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
  assert(budget <= n + 2);
  assert(budget >= n);
  return 0;
}
