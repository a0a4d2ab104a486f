/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* Without --c-integers: a conversion to int truncates toward zero, integers are
 * mathematical (no wrap-around), and int to double is exact. */
#include <assert.h>

int main(void) {
  double d = -2.5;
  int t = (int)d;
  int u = (int)7.9;
  long big = 2147483647;
  big = big + 1;
  double h = (double)3 / 2;
  assert(t == -2 && u == 7);
  assert(big == 2147483648);
  assert(h == 1.5);
  return 0;
}
