/* A violation only at x == 7 (a cube: the simplifier's small search finds no model, a
 * solver is asked): used by tests/soundness.rs with a stand-in solver that lies. */
#include <assert.h>
#pragma TASS input
int x;

int main(void) {
  int y = x * x * x;
  assert(y != 343);
  return 0;
}
