/* tass-test
 * run: tass compare $DIR/sig_input_spec.c $FILE
 * expect: error
 */
/* The implementation declares an extra input `offset` that the specification does not have: the input signatures differ, so the programs cannot be compared. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS input
double factor;
#pragma TASS input
double offset;
#pragma TASS output
double b[n];

int main(void) {
  for (int i = 0; i < n; i++)
    b[i] = factor * a[i] + offset;
  return 0;
}
