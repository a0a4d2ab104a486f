/* tass-test
 * run: tass compare $DIR/dot_two_acc_spec.c $FILE
 * expect: holds
 */
/* Two accumulators, one for even and one for odd indices, added at the end (as a vectorising compiler would): the terms are regrouped, which is equal in real arithmetic. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double x[n];
#pragma TASS input
double y[n];
#pragma TASS output
double dot;

int main(void) {
  double s0 = 0.0, s1 = 0.0;
  int i = 0;
  for (; i + 1 < n; i += 2) {
    s0 += x[i] * y[i];
    s1 += x[i + 1] * y[i + 1];
  }
  if (i < n)
    s0 += x[i] * y[i];
  dot = s0 + s1;
  return 0;
}
