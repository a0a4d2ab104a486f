/* Specification for max_impl.c and max_impl_bad.c: the maximum of a non-empty array, starting from the first element. */
#pragma TASS input {1 <= n && n <= 5} int
#define n 5
#pragma TASS input
double a[n];
#pragma TASS output
double m;

int main(void) {
  double best = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] > best)
      best = a[i];
  m = best;
  return 0;
}
