/* tass-test
 * run: tass compare $DIR/unroll_spec.c $FILE
 * expect: holds
 */
/* The loop unrolled by two with a remainder step for odd n: the same additions in the same order, so the sums are equal. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS output
double s;

int main(void) {
  double acc = 0.0;
  int i = 0;
  for (; i + 1 < n; i += 2) {
    acc += a[i] * a[i];
    acc += a[i + 1] * a[i + 1];
  }
  if (i < n) /* remainder: one element left when n is odd */
    acc += a[i] * a[i];
  s = acc;
  return 0;
}
