/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 22
 */
/* Loops that do not branch at their head, one inside the other: an outer `while (1)`
 * left by a `break`, an inner loop whose condition decrements its count. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int rounds = 0, steps = 0;
  while (1) {
    int k = __VERIFIER_nondet_int();
    while (k-- > 0)
      steps++;
    rounds++;
    if (__VERIFIER_nondet_int())
      break;
  }
  /* Wrong: every round may have made no step. */
  assert(steps >= rounds);
  return 0;
}
