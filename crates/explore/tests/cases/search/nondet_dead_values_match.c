/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * stop: done
 * states-saved: <= 40
 * states-matched: >= 10
 */
/* Each iteration draws a nondeterministic value, uses it once and forgets it: states
 * that differ only in dead values (the temporaries holding the old draws, the path
 * condition's clauses about them, the numbering of the draws) are matched. Without it
 * the search saves 2^12 states. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  for (int i = 0; i < 12; i++) {
    if (__VERIFIER_nondet_int() > 0)
      x = 1;
    else
      x = 0;
  }
  assert(x <= 1);
  return 0;
}
