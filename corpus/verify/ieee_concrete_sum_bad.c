/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* 0.1 + 0.2 is not 0.3 in double: the literals are the doubles nearest to them, and the
 * sum is rounded. In real arithmetic the assertion would hold; `tass verify` computes
 * concrete floating-point values as IEEE 754 does. */
#include <assert.h>

int main(void) {
  double a = 0.1, b = 0.2;
  double c = a + b;
  assert(c == 0.3); // <- violation
  return 0;
}
