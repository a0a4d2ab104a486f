/* Specification for sig_output_impl.c: the mean of an array, output `mean`. */
#pragma TASS input {1 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS output
double mean;

int main(void) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += a[i];
  mean = s / n;
  return 0;
}
