/* tass-test
 * run: tass verify --deepen=2 $FILE
 * expect: unknown
 */
/* The tank of spill_count_bad.c with a check that holds for every N: the spills are
 * the whole units of 40 in 3*N. No technique decides the loop; iterative deepening
 * finds no violation, and the verdict stays unknown (a search cut at a bound never
 * says holds); the report says how far deepening went. */
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
  assert(40 * spills + level == 3 * N);
  return 0;
}
