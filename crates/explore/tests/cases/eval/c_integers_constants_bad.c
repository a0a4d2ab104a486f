/* tass-test
 * run: tass verify --c-integers $FILE
 * expect: violation assertion
 * line: 10
 */
/* 256 does not fit an unsigned char: it is 0 there, not 256. */
#include <assert.h>
int main(void) {
  unsigned char c = 256;
  assert(c == 256);
  return 0;
}
