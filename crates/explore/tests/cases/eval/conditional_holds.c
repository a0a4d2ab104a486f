/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Each branch of `?:` is evaluated under its condition: `10 / d` only where d != 0. */
#include <assert.h>
#pragma TASS input int
#define d 0
#pragma TASS input int
#define e 0

int main(void) {
  int q = d != 0 ? 10 / d : 0;
  int m = d > e ? d : e;
  assert(m >= d && m >= e && (m == d || m == e));
  assert(d == 0 || q * d <= 10);
  return 0;
}
