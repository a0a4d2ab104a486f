/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A do-while iteration halving a residual until it is small. */
#include <assert.h>

int main(void) {
  double r = 1.0;
  int it = 0;
  do {
    r = r / 2;
    it++;
  } while (r > 0.01 && it < 100);
  assert(it == 7);
  return 0;
}
