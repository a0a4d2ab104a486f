/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* The invariant holds but does not say how many times the loop ran: after the loop the
 * assertion does not follow from it. The program is correct, so no search finds a
 * violation: the verdict is unknown (exit 3) with the possible violation and the advice
 * to strengthen the invariant (exit 1 is kept for real violations: a concrete execution,
 * or an annotation shown false as written). */
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
