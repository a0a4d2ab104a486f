/* tass-test
 * run: tass compare $DIR/joint_cell_spec.c $FILE
 * expect: holds
 */
/* The closed form; the joint assertion reads the specification's accumulator, an element
 * of a one-element array (`spec.acc[0]`). */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int total;

int main(void) {
  int s = n * (n + 1) / 2;
#pragma TASS joint assert DONE s == spec.acc[0]
  total = s;
  return 0;
}
