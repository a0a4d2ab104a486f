/* tass-test
 * run: tass compare $DIR/max_spec.c $FILE
 * expect: violation not-equivalent
 */
/* The maximum with the sentinel 0.0 as initial value: correct when some element is non-negative, but returns 0 instead of the maximum when every element is negative. */
#pragma TASS input {1 <= n && n <= 5} int
#define n 5
#pragma TASS input
double a[n];
#pragma TASS output
double m;

int main(void) {
  double best = 0.0; /* sentinel: assumes a non-negative element */
  for (int i = 0; i < n; i++)
    if (a[i] > best)
      best = a[i];
  m = best;
  return 0;
}
