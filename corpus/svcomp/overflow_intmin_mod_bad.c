/* tass-test
 * run: tass verify --property no-overflow $FILE
 * expect: violation overflow
 * line: 13
 */
/* SV-COMP no-overflow: INT_MIN % -1 is undefined as INT_MIN / -1 is (C11 6.5.5p6),
 * through a compound assignment. */
#include <limits.h>

int main(void) {
  int x = INT_MIN;
  int y = -1;
  x %= y;
  return x;
}
