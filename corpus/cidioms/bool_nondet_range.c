/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A nondeterministic _Bool is 0 or 1. */
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  _Bool b = __VERIFIER_nondet_bool();
  assert(b == 0 || b == 1);
  int n = __VERIFIER_nondet_int();
  _Bool nz = n;
  assert(nz == (n != 0));
  return 0;
}
