/* tass-test
 * run: tass verify --property no-overflow $FILE
 * expect: violation overflow
 * line: 16
 */
/* SV-COMP no-overflow: the quotient of INT_MIN by -1 does not fit in an int. The
 * guard only excludes a zero divisor. */
#include <limits.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (b == 0)
    return 0;
  int q = a / b;
  return q;
}
