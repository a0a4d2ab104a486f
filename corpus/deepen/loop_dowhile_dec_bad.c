/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* A do-while loop whose condition decrements its count (`while (n-- > 0)`): it
 * branches after the condition's assignments. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = 0;
  do {
    c++;
  } while (n-- > 0);
  /* Wrong when n starts at 0 or below: one iteration only. */
  assert(c > 1);
  return 0;
}
