/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* Converting 1e10 to int is undefined behaviour (C11 6.3.1.4: the integer part is
 * outside int's range), not a wrap: tass stops with unknown rather than guess. */
#include <assert.h>

int main(void) {
  double d = 1e10;
  int i = (int)d;
  assert(i != 0);
  return 0;
}
