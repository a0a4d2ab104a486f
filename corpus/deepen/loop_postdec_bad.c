/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* A loop whose condition decrements its counter (`x-- > 0`): the head runs the
 * condition's assignments and the loop branches after them. It is counted like a loop
 * that branches at its head; the count stays 0 when x starts at 0 or below. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int c = 0;
  while (x-- > 0)
    c++;
  assert(c != 0);
  return 0;
}
