/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 */
/* The invariant holds but does not say how many times the loop ran: after the loop the
 * assertion cannot be proved: tass reports a possible violation (never "holds"; the
 * verdict is the violation, marked possible, since the assertion does not follow from
 * the invariant the program gives, as seed 000 and the acceptance corpus's
 * loops/count_up_weak_invariant.c say). */
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
