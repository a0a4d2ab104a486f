/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Unsigned arithmetic wraps in C: 0u - 1 is UINT_MAX, and a conversion to signed char
 * of 200 gives -56 (GCC and Clang). Read as mathematical integers, u would be -1 and the
 * first assertion would fail: the result of `u--` may leave unsigned int's range, so
 * tass verifies the program with C integer semantics. */
#include <assert.h>
#include <limits.h>

int main(void) {
  unsigned u = 0;
  u--;
  assert(u == UINT_MAX);
  signed char c = (signed char)200;
  assert(c == -56);
  assert(-7 / 2 == -3 && -7 % 2 == -1);
  return 0;
}
