/* tass-test
 * run: tass verify --arg 1=12 $FILE
 * expect: holds
 */
/* The time-stepping loop of argv_size_unbounded.c with argv[1] = "12" (--arg 1=12):
 * the sum of the three values is kept exactly for those 12 steps. */
#include <stdlib.h>
#include <assert.h>

int main(int argc, char *argv[]) {
  if (argc < 2)
    return 1;
  int nt = atoi(argv[1]);
  double u[3] = {1.0, 0.0, 0.0};
  for (int t = 0; t < nt; t++) {
    double a = u[0], b = u[1], c = u[2];
    u[0] = 0.5 * (c + b);
    u[1] = 0.5 * (a + c);
    u[2] = 0.5 * (a + b);
  }
  assert(u[0] + u[1] + u[2] == 1.0);
  return 0;
}
