/* tass-test
 * run: tass verify --c-integers $FILE
 * expect: violation assertion
 * line: 18
 */
/* With C integers, unsigned arithmetic wraps: u + 1 > u fails for UINT_MAX. The
 * conversions to unsigned char and from -1 to unsigned wrap too (the first two
 * assertions hold). */
#include <assert.h>
#pragma TASS input
unsigned u;

int main(void) {
  int k = 300, m = -1;
  unsigned char c = (unsigned char)k;
  unsigned int f = m;
  assert(c == 44 && f == 4294967295u);
  assert(u + 1 > u);
  return 0;
}
