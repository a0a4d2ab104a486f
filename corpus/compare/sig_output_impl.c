/* tass-test
 * run: tass compare $DIR/sig_output_spec.c $FILE
 * expect: error
 */
/* The same computation, but the output is named `average` instead of `mean`: the signatures differ, so the programs cannot be compared. */
#pragma TASS input {1 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS output
double average;

int main(void) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += a[i];
  average = s / n;
  return 0;
}
