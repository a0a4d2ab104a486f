/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* The mirror of cint_unsigned_wrap_holds.c: after `u--` from 0, u is UINT_MAX in C, not
 * less than 5. Read as mathematical integers, u would be -1 and the assertion would hold:
 * a wrong *holds*. tass sees that the result of `u--` may leave unsigned int's range and
 * verifies the program with C integer semantics, which finds the violation. */
#include <assert.h>

int main(void) {
  unsigned u = 0;
  u--;
  assert(u < 5); // <- violation
  return 0;
}
