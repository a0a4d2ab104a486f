/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* The invariant holds but does not say how many times the loop ran: after the loop the
 * assertion cannot be proved, and tass reports a possible violation (never "holds"). */
#include <assert.h>
#pragma TASS input {n >= 0}
int n;

int main(void) {
  int i = 0;
#pragma TASS invariant LOOP i >= 0
  while (i < n)
    i++;
  assert(i == n);
  return 0;
}
