/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Parameters read a line at a time with fgets and parsed with sscanf. */
#include <stdio.h>
#include <assert.h>

int main(void) {
  char line[128];
  int nx = 0;
  double dt = 0.0;
  if (fgets(line, sizeof line, stdin) == NULL)
    return 1;
  if (sscanf(line, "%d %lf", &nx, &dt) != 2)
    return 1;
  if (nx <= 0 || nx > 100 || dt <= 0.0)
    return 1;
  double x[100];
  for (int i = 0; i < nx; i++)
    x[i] = i * dt;
  assert(x[nx - 1] >= 0.0);
  return 0;
}
