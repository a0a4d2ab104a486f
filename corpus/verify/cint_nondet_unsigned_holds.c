/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A nondeterministic unsigned value is never negative, and an unsigned char member of a
 * nondeterministic struct is at most 255. As mathematical integers, an unsigned input
 * would be any integer: the nondeterministic values of unsigned and narrow types make
 * tass verify with C integer semantics. */
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  assert(u >= 0);
  unsigned char c = __VERIFIER_nondet_uchar();
  assert(c <= 255);
  unsigned v = u + 1;
  assert(v != 0 || u == 4294967295u);
  return 0;
}
