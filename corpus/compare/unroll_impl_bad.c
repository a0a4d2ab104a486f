/* tass-test
 * run: tass compare $DIR/unroll_spec.c $FILE
 * expect: violation not-equivalent
 */
/* The loop unrolled by two without the remainder step: for odd n the last square a[n-1]*a[n-1] is dropped, so the sums differ whenever a[n-1] != 0; even n agree. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS output
double s;

int main(void) {
  double acc = 0.0;
  for (int i = 0; i + 1 < n; i += 2) {
    acc += a[i] * a[i];
    acc += a[i + 1] * a[i + 1];
  }
  s = acc;
  return 0;
}
