/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 19
 */
/* The largest unsigned short read as a short is -1, not a positive number. */
#include <assert.h>

union half {
  short s;
  unsigned short u;
};

int main(void) {
  union half h;
  h.u = 65535;
  assert(h.s == -1);
  h.u = 40000;
  assert(h.s > 0);
  return 0;
}
