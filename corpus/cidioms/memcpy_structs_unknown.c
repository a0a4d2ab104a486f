/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* memcpy between arrays of structs is not modelled yet (only arrays of scalars): the
 * verdict is unknown, naming the call. */
#include <string.h>
#include <assert.h>

struct cell {
  double rho;
  int nbr[2];
};

int main(void) {
  struct cell a[2] = {{1.0, {0, 1}}, {2.0, {1, 0}}};
  struct cell b[2];
  memcpy(b, a, sizeof a);
  assert(b[1].rho == 2.0);
  return 0;
}
