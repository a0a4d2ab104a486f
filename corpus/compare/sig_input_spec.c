/* Specification for sig_input_impl.c: scale an array by a factor. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS input
double factor;
#pragma TASS output
double b[n];

int main(void) {
  for (int i = 0; i < n; i++)
    b[i] = factor * a[i];
  return 0;
}
