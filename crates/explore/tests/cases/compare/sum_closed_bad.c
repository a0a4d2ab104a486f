/* tass-test
 * run: tass compare $DIR/sum_spec.c $FILE
 * expect: violation not-equivalent
 * line: 10
 */
/* An off-by-one closed form: it differs from the loop by n, so for every n > 0. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int total;

int main(void) {
  total = n * (n + 1) / 2;
  return 0;
}
