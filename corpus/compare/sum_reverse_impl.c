/* tass-test
 * run: tass compare $DIR/sum_reverse_spec.c $FILE
 * expect: holds
 */
/* The same sum from the last element to the first: floating-point addition is not associative, but read as real arithmetic the two orders are equal. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS output
double sum;

int main(void) {
  double s = 0.0;
  for (int i = n - 1; i >= 0; i--)
    s += a[i];
  sum = s;
  return 0;
}
