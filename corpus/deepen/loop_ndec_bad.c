/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 */
/* `while (n--)` on an unsigned count: the loop body never runs when n is 0. */
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  int c = 0;
  while (n--) {
    c++;
  }
  assert(c > 0);
  return 0;
}
