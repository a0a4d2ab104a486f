/* A violation only at x == 7: a model that sets every value to 0 does not show it. Used
 * by tests/soundness.rs with a stand-in solver that lies in its models. */
#include <assert.h>
#pragma TASS input
int x;

int main(void) {
  int y = x * 3;
  assert(y != 21);
  return 0;
}
