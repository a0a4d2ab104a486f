/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Compound literals as arguments and as an array of weights. */
#include <assert.h>

typedef struct { double x, y; } point;

static double dist2(point a, point b) {
  return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
}

int main(void) {
  double d = dist2((point){0.0, 0.0}, (point){3.0, 4.0});
  assert(d == 25.0);
  double *w = (double[]){0.25, 0.5, 0.25};
  assert(w[0] + w[1] + w[2] == 1.0);
  return 0;
}
