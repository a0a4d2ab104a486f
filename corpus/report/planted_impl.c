/* tass-test
 * run: tass compare $DIR/planted_spec.c $FILE
 * expect: violation not-equivalent
 * line: 10
 */
/* Report snapshot: the closed form with a planted difference for n == 5 only. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int s;

int main(void) {
  s = n * (n + 1) / 2 + (n == 5);
  return 0;
}
