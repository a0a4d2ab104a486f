/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 */
/* A summand that depends on the parity of the counter: summed over the two residue
 * classes of the counter (n / 2 odd values of i below n). */
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
