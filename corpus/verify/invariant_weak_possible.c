/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* The invariant holds but does not say how many times the loop ran: after the loop the
 * assertion cannot be proved: tass lists a possible violation and the verdict is unknown
 * (never "holds"; and not "violation", which is for checked counterexamples only). */
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
