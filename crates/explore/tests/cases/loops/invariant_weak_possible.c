/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* The invariant is true but says nothing of s: after the summary the assertion may or
 * may not hold, and without a bound on N no provable violation can be looked for. The
 * assertion does not follow from the invariant the program gives, and no execution
 * violates it: unknown, with the possible violation and the advice (never holds, and no
 * violation: exit 1 means a real one). */
#include <assert.h>
#pragma TASS input {N >= 0}
int N;

int main(void) {
  int i = 0, s = 0;
#pragma TASS invariant LOOP i <= N
  while (i < N) {
    s += 2;
    i++;
  }
  assert(s == 2 * N);
  return 0;
}
