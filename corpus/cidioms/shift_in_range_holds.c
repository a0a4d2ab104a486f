/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Shifts by amounts from 0 to the width minus one are defined, also for a symbolic
 * amount the program bounds first. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned int u = 1u << 31;
  assert(u == 2147483648u);
  long long big = 1LL << 40;
  assert(big == 1099511627776LL);
  char c = 1;
  int w = c << 20; /* c promotes to int: 20 < 32 */
  assert(w == 1048576);
  int k = __VERIFIER_nondet_int();
  if (k >= 0 && k < 31) {
    int v = 1 << k;
    assert(v > 0);
  }
  return 0;
}
