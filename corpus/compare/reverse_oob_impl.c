/* tass-test
 * run: tass compare $DIR/reverse_oob_spec.c $FILE
 * expect: violation array-bounds
 * line: 16
 */
/* The reverse copy counts i down from n instead of n - 1, so its first iteration reads a[n], one past the end, for every n >= 1; the specification is in bounds. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS output
double r[n];

int main(void) {
  for (int i = n; i > 0; i--)
    r[n - i] = a[i]; /* should be a[i - 1] */
  return 0;
}
