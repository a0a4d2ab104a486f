/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* A correct program whose loop invariant is too weak to imply the assertion after the
 * loop (it does not say that s == 2 * i): the assertion does not follow from the
 * invariant, and no execution violates it, so the verdict is unknown (exit 3) with the
 * possible violation and the advice to strengthen the invariant, never a violation. */
#include <assert.h>
#pragma TASS input {n >= 0}
int n;
int main(void) {
  int i = 0, s = 0;
#pragma TASS invariant LOOP i >= 0 && i <= n
  while (i < n) { s += 2; i++; }
  assert(s == 2 * n);
  return 0;
}
