/* tass-test
 * run: tass compare $DIR/joint_cell_spec.c $FILE
 * expect: violation assertion
 * line: 15
 */
/* The joint assertion is off by one against the specification's accumulator
 * (`spec.acc[0]`, an element of a one-element array): it fails for every n. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int total;

int main(void) {
  int s = n * (n + 1) / 2;
#pragma TASS joint assert DONE s + 1 == spec.acc[0]
  total = s;
  return 0;
}
