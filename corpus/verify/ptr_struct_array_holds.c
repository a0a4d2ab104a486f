/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Particles in an array of structs, each with nested position and velocity arrays, are moved through pointers; every position matches the closed form. */
#include <assert.h>
#pragma TASS input {1 <= n && n <= 4}
int n;
#pragma TASS input {0 <= steps && steps <= 3}
int steps;

typedef struct {
  int pos[2];
  int vel[2];
} Particle;

void move(Particle *p) {
  for (int d = 0; d < 2; d++)
    p->pos[d] += p->vel[d];
}

int main(void) {
  Particle ps[4];
  for (int i = 0; i < n; i++) {
    ps[i].pos[0] = i;
    ps[i].pos[1] = 0;
    ps[i].vel[0] = 1;
    ps[i].vel[1] = i;
  }
  for (int s = 0; s < steps; s++)
    for (int i = 0; i < n; i++)
      move(&ps[i]);
  for (int i = 0; i < n; i++) {
    Particle *p = ps + i;
    assert(p->pos[0] == i + steps);
    assert(p->pos[1] == i * steps);
  }
  return 0;
}
