/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* Reading the bits of a double as an integer (the fast inverse square root trick)
 * depends on IEEE layout, which tass does not model: the verdict is unknown, naming
 * the two members. */
#include <stdint.h>

union bits {
  double d;
  uint64_t u;
};

int main(void) {
  union bits b;
  b.d = 1.0;
  uint64_t e = (b.u >> 52) & 0x7ff;
  return e == 1023 ? 0 : 1;
}
