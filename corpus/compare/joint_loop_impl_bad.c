/* tass-test
 * run: tass compare $DIR/joint_loop_spec.c $FILE
 * expect: violation invariant
 * line: 17
 */
/* The running difference is off by one (2i instead of 2i + 1): an iteration breaks the
 * joint invariant. The summary's failure alone would only be possible; exploring the loops
 * iteration by iteration, with the joint invariant checked at each visit of the heads,
 * then finds inputs where it is false. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;

int main(void) {
  int i = 0, s = 0, sq = 0;
#pragma TASS joint invariant SQ i == spec.i && s == spec.s && sq == i * i
  while (i < n) {
    s += sq;
    sq += 2 * i;
    i++;
  }
  total = s;
  return 0;
}
