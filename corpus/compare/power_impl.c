/* tass-test
 * run: tass compare $DIR/power_spec.c $FILE
 * expect: holds
 */
/* Recursive exponentiation by squaring (x^k = (x^(k/2))^2, times x when k is odd) against the loop: the same monomial x^K in real arithmetic. */
#pragma TASS input {0 <= K && K <= 6} int
#define K 6
#pragma TASS input
double x;
#pragma TASS output
double p;

double power(double b, int k) {
  if (k == 0)
    return 1.0;
  double h = power(b, k / 2);
  if (k % 2 == 0)
    return h * h;
  return h * h * b;
}

int main(void) {
  p = power(x, K);
  return 0;
}
