/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 13
 */
/* A float has a 24-bit significand: 2^24 + 1 rounds back to 2^24 (ties to even), so
 * adding 1 does not change x. */
#include <assert.h>

int main(void) {
  float x = 16777216.0f;
  float y = x + 1.0f;
  assert(y != x); // <- violation
  return 0;
}
