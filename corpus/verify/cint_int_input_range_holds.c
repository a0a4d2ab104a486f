/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* An int input is at most INT_MAX. As a mathematical integer it could be 3,000,000,000,
 * and the prover's counterexample would be one of mathematical integers only: a
 * counterexample that gives an int input a value outside int's range makes tass verify
 * the program with C integer semantics, where the assertion holds. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x < 3000000000L);
  return 0;
}
