/* Specification for unroll_impl.c and unroll_impl_bad.c: the sum of squares of an array by a plain loop. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS output
double s;

int main(void) {
  double acc = 0.0;
  for (int i = 0; i < n; i++)
    acc += a[i] * a[i];
  s = acc;
  return 0;
}
