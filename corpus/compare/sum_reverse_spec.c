/* Specification for sum_reverse_impl.c: the sum of an array from the first element to the last. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS output
double sum;

int main(void) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += a[i];
  sum = s;
  return 0;
}
