/* Specification for trapezoid_mw.c and trapezoid_mw_bad.c: the composite trapezoid rule
 * with n intervals for the integral of the cubic f(x) = c0 + c1 x + c2 x^2 + c3 x^3 over
 * [a, b] (TASS Fig. 10, integrate; here without the adaptive refinement). The
 * coefficients and end points are any reals, and real arithmetic makes the sums
 * comparable whatever the order of their terms. */
#pragma TASS input int
#define NB 3
#pragma TASS input {1 <= n && n <= NB} int
#define n 3
#pragma TASS input
double a;
#pragma TASS input
double b;
#pragma TASS input
double c[4];
#pragma TASS output
double integral;

static double f(double x) { return ((c[3] * x + c[2]) * x + c[1]) * x + c[0]; }

int main(void) {
  double h = (b - a) / n;
  double s = (f(a) + f(b)) / 2;
  for (int i = 1; i < n; i++)
    s += f(a + i * h);
  integral = s * h;
  return 0;
}
