/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* The same program as c_integers_wrap.c without --c-integers: integers are
 * mathematical, so u + 1 > u for every u and nothing wraps. */
#include <assert.h>
#pragma TASS input
unsigned u;

int main(void) {
  int k = 300, m = -1;
  unsigned char c = (unsigned char)k;
  unsigned int f = m;
  assert(c == 300 && f + 1 == 0);
  assert(u + 1 > u);
  return 0;
}
