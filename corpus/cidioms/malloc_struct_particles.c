/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Particles in a malloc'ed array of structs, grown with realloc, moved, freed. */
#include <stdlib.h>
#include <assert.h>

typedef struct {
  double x, v;
  int id;
} particle;

int main(void) {
  int n = 3;
  particle *p = malloc(n * sizeof(particle));
  if (!p)
    return 1;
  for (int i = 0; i < n; i++) {
    p[i].x = i;
    p[i].v = 1.0;
    p[i].id = i;
  }
  particle *q = realloc(p, 2 * n * sizeof *p);
  if (!q) {
    free(p);
    return 1;
  }
  p = q;
  for (int i = n; i < 2 * n; i++) {
    p[i].x = i;
    p[i].v = -1.0;
    p[i].id = i;
  }
  for (int i = 0; i < 2 * n; i++)
    p[i].x += 0.5 * p[i].v;
  assert(p[0].x == 0.5 && p[5].x == 4.5 && p[4].id == 4);
  free(p);
  return 0;
}
