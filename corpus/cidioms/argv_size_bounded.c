/* tass-test
 * run: tass verify --arg 1=6 $FILE
 * expect: holds
 */
/* The grid size comes from the command line; --arg 1=6 gives argv[1] = "6". */
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

int main(int argc, char *argv[]) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s n\n", argv[0]);
    return 1;
  }
  int n = atoi(argv[1]);
  if (n < 3)
    return 1;
  double *u = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    u[i] = 1.0;
  for (int i = 1; i < n - 1; i++)
    u[i] = 0.5 * (u[i - 1] + u[i + 1]);
  assert(u[n - 2] == 1.0);
  free(u);
  return 0;
}
