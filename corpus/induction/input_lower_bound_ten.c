/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 16 induction
 */
/* The input's condition starts at 10: the base case covers N = 10 (its predecessor 9 is
 * rejected), the inductive step every N > 10. The running value doubles, which
 * parallelisation cannot summarise (no polynomial closed form). */
#pragma TASS input {N >= 10}
int N;
#include <assert.h>
int main(void) {
  int s = 1, t = 0;
  int i = 0;

  while (i < N) {
    t = t + s;
    s = 2 * s;
    i = i + 1;
  }
  assert(t == s - 1);
  assert(t >= 1023);
  return 0;
}
