/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 * loop: 16 parallel
 */
/* The check fails only from i = 100000: the search cannot reach it, but the summary
 * resumes the loop at its first failing iteration, found by the prover (n = 100001). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  for (int i = 0; i < n; i++)
    assert(i < 100000);
  return 0;
}
