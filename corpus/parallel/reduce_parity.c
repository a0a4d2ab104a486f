/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 -parallel
 * loop: 17 induction
 */
/* A summand that depends on the parity of the counter has no closed form here: declined. Induction on n proves it. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i % 2;
  assert(2 * s <= n);
  return 0;
}
