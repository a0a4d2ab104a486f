/* tass-test
 * run: tass compare $DIR/joint_loop_spec.c $FILE
 * expect: holds
 */
/* Squares by running differences (i^2 = (i-1)^2 + 2i - 1): the joint invariant relates
 * the two loops, so equivalence is proved for every n >= 0, with no bound. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;

int main(void) {
  int i = 0, s = 0, sq = 0;
#pragma TASS joint invariant SQ i == spec.i && s == spec.s && sq == i * i
  while (i < n) {
    s += sq;
    sq += 2 * i + 1;
    i++;
  }
  total = s;
  return 0;
}
