/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 */
/* Counts the indices i < N with i % 3 == 2 (there are (N+1)/3 of them) and asserts three
 * times the count is at most N - 1: wrong at N = 3, where the count is 1. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int hits = 0;
  for (int i = 0; i < N; i++) {
    if (i % 3 == 2)
      hits = hits + 1;
  }
  assert(3 * hits <= N - 1);
  return 0;
}
