/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 19
 */
/* The mesh is freed before its last use. */
#include <stdlib.h>

typedef struct {
  double *val;
  int n;
} vec;

int main(void) {
  vec v;
  v.n = 4;
  v.val = malloc(v.n * sizeof(double));
  free(v.val);
  v.val[0] = 1.0;
  return 0;
}
