/* Specification for fission_fusion_impl.c: one loop computes b and d, a second loop sums d. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS input
double c;
#pragma TASS output
double b[n];
#pragma TASS output
double d[n];
#pragma TASS output
double total;

int main(void) {
  for (int i = 0; i < n; i++) {
    b[i] = c * a[i] + 1.0;
    d[i] = b[i] * a[i];
  }
  double t = 0.0;
  for (int i = 0; i < n; i++)
    t += d[i];
  total = t;
  return 0;
}
