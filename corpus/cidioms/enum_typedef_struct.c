/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Boundary conditions as an enum in a typedef'd struct. */
#include <assert.h>

enum bc { DIRICHLET, NEUMANN = 3, PERIODIC };

typedef struct {
  enum bc left, right;
  double value;
} boundary;

static int ghost_cells(boundary b) {
  int g = 0;
  if (b.left == PERIODIC)
    g++;
  if (b.right != DIRICHLET)
    g++;
  return g;
}

int main(void) {
  boundary b = {PERIODIC, NEUMANN, 0.0};
  assert(PERIODIC == 4);
  assert(ghost_cells(b) == 2);
  return 0;
}
