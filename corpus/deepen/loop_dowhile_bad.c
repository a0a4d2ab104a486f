/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* A do-while loop: its condition is tested after the body, which runs at least once;
 * with n at most 1 the loop ends after one iteration. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  do {
    i++;
  } while (i < n);
  assert(i != 1);
  return 0;
}
