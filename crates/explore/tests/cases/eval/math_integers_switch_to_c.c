/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 * provers: z3 cvc5 none
 */
/* The same program as c_integers_wrap.c without --c-integers. Read as mathematical
 * integers, (unsigned char)300 would be 300 and -1 converted to unsigned would stay -1;
 * those values leave their types' ranges, so mathematical integers do not model C here
 * and the program is verified with C integer semantics: c == 44, f + 1 == 0 wraps, and
 * the first assertion fails. */
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
