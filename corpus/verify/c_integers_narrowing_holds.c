/* tass-test
 * run: tass verify --c-integers $FILE
 * expect: holds
 */
/* With C integer semantics an unsigned char wraps modulo 256 and a conversion to
 * signed char wraps into [-128, 127], as gcc does. */
#include <assert.h>
#pragma TASS input {0 <= k && k <= 3}
int k;

int main(void) {
  unsigned char c = 250;
  c += 10;
  assert(c == 4);
  signed char s = (signed char)(200 + k);
  assert(s == -56 + k);
  unsigned int u = 0;
  u -= 1;
  assert(u == 4294967295u);
  return 0;
}
