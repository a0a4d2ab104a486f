/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* The mirror of cint_int_input_range_holds.c: x == INT_MAX is an int, so the assertion
 * fails in C too (whether the first counterexample is in int's range or not, the
 * verdict is C's). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x < 2147483647); // <- violation
  return 0;
}
