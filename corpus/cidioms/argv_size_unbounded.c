/* tass-test
 * run: tass verify --deepen=0 $FILE
 * expect: unknown
 */
/* A time-stepping loop whose count is read from argv[1], with no --arg: the count is
 * any number the string may spell, the loop cannot be summarised, so the verdict is
 * unknown, with the advice `--arg 1=10`. */
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
