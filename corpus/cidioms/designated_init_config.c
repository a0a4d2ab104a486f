/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Designated initialisers for a configuration struct and a sparse array; members
 * not named are zero. */
#include <assert.h>

struct config {
  int nx, ny;
  double dt;
  int verbose;
};

int main(void) {
  struct config c = {.nx = 64, .dt = 0.01};
  int coeff[6] = {[1] = 4, [4] = -2};
  assert(c.nx == 64 && c.ny == 0 && c.verbose == 0);
  assert(coeff[0] == 0 && coeff[1] == 4 && coeff[4] == -2 && coeff[5] == 0);
  return 0;
}
