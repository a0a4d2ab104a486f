/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* A 3-bit counter wraps at 8: after ten increments it holds 2, not 10. */
#include <assert.h>

struct counter { unsigned ticks : 3; unsigned rest : 29; };

int main(void) {
  struct counter c;
  c.ticks = 0;
  c.rest = 0;
  for (int i = 0; i < 10; i++)
    c.ticks++;
  assert(c.ticks == 10);
  return 0;
}
