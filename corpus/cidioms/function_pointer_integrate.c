/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The trapezoid rule over a function passed by pointer, and a table of pointers. */
#include <assert.h>

typedef double (*fn)(double);

static double sq(double x) { return x * x; }
static double lin(double x) { return 2 * x; }

static double trapezoid(fn f, double a, double b, int n) {
  double h = (b - a) / n, s = 0.5 * (f(a) + f(b));
  for (int i = 1; i < n; i++)
    s += f(a + i * h);
  return s * h;
}

int main(void) {
  fn table[2] = {lin, sq};
  assert(trapezoid(table[0], 0.0, 1.0, 4) == 1.0);
  assert(trapezoid(&sq, 0.0, 2.0, 2) == 3.0);
  return 0;
}
