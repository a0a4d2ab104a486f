/* tass-test
 * run: tass compare $DIR/joint_spec.c $FILE
 * expect: violation assertion
 * line: 15
 */
/* The even count is off by one for odd n, which the joint assertion catches before the
 * outputs are compared. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int total;

int main(void) {
  int s = n * (n + 1) / 2, evens = (n + 1) / 2;
#pragma TASS joint assert DONE s == spec.s && evens == spec.evens
  total = s + evens;
  return 0;
}
