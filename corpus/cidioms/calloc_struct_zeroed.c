/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* calloc zeroes an array of cells of a mesh; a cell is copied by assignment. */
#include <stdlib.h>
#include <assert.h>

struct cell {
  double rho;
  int nbr[2];
};

int main(void) {
  int n = 4;
  struct cell *c = calloc(n, sizeof(struct cell));
  if (!c)
    return 1;
  assert(c[2].rho == 0.0 && c[3].nbr[1] == 0);
  c[0].rho = 1.5;
  c[0].nbr[0] = 1;
  c[1] = c[0];
  assert(c[1].rho == 1.5 && c[1].nbr[0] == 1);
  free(c);
  return 0;
}
