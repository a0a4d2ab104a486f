/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The input condition cannot be satisfied: every property holds vacuously, and the report
 * says so (tests/soundness.rs checks the flag). */
#include <assert.h>
#pragma TASS input {x > 0 && x < 0}
int x;

int main(void) {
  assert(x == 1);
  return 0;
}
