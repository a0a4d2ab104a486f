/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* Fall-through, break and default: every value of k in 0..5 gets its class. */
#include <assert.h>
#pragma TASS input {0 <= k && k <= 5} int
#define k 0

int main(void) {
  int c = 0;
  switch (k) {
  case 0:
  case 1:
    c = 1;
    break;
  case 2:
    c = 2;
  case 3:
    c += 3;
    break;
  default:
    c = 9;
  }
  assert(k <= 1 ? c == 1 : k == 2 ? c == 5 : k == 3 ? c == 3 : c == 9);
  return 0;
}
