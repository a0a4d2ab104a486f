/* Specification for dot_two_acc_impl.c: the dot product of two arrays with one accumulator. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double x[n];
#pragma TASS input
double y[n];
#pragma TASS output
double dot;

int main(void) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  dot = s;
  return 0;
}
