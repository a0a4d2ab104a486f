/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A growing buffer of samples: realloc keeps the old elements. */
#include <stdlib.h>
#include <assert.h>

int main(void) {
  int cap = 2, n = 0;
  double *v = malloc(cap * sizeof *v);
  if (!v)
    return 1;
  for (int k = 0; k < 5; k++) {
    if (n == cap) {
      cap *= 2;
      double *t = realloc(v, cap * sizeof *v);
      if (!t) {
        free(v);
        return 1;
      }
      v = t;
    }
    v[n++] = k * 0.5;
  }
  assert(cap == 8 && v[0] == 0.0 && v[4] == 2.0);
  free(v);
  return 0;
}
