/* tass-test
 * run: tass verify --c-integers $FILE
 * expect: violation assertion
 * line: 21
 */
/* A conversion to `int` of an `unsigned int` or `long` value outside its range wraps
 * modulo 2^32 (implementation-defined in C; GCC and Clang wrap): `(int)0xF0000000u` is
 * -268435456. Only signed *arithmetic* overflow stays mathematical. The first
 * assertions hold; the last fails for every u of at least 2^31. */
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int c = 0xF0000000u;
  assert((int)c == -268435456 && ((int)c >> 28) == -1);
  long l = 4294967295L;
  int m = (int)l;
  assert(m == -1);
  unsigned int u = __VERIFIER_nondet_uint();
  int v = u;
  assert(v >= 0);
  return 0;
}
