/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 27
 */
/* A tank gains 3 units per step and spills 40 whenever it holds 40 or more; the check
 * that it spilled fewer than 12 times fails once 3*N >= 480, for N >= 160 only. No
 * technique decides the loop (the level is carried from one iteration to the next), so
 * the search gives up on it; iterative deepening finds the violation, and the smallest
 * failing N, 160. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int level = 0, spills = 0;
  for (int i = 0; i < N; i++) {
    level = level + 3;
    if (level >= 40) {
      level = level - 40;
      spills = spills + 1;
    }
  }
  /* Spills are the whole units of 40 in 3*N. */
  assert(spills < 12);
  return 0;
}
