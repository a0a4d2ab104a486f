/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* The same program without a value for argv[1]: the loop's bound is any int the
 * string may denote, so the verdict is unknown (with advice naming --arg). */
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

int main(int argc, char *argv[]) {
  if (argc < 2)
    return 1;
  int n = atoi(argv[1]);
  if (n < 3)
    return 1;
  double *u = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    u[i] = 1.0;
  assert(u[n - 1] == 1.0);
  free(u);
  return 0;
}
