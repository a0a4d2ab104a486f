/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* The assertion claims `y` did not change since the label: it did, by `x`. */
#pragma TASS input
int x;
#pragma TASS assume x >= 0 && x <= 10

int main(void) {
  int y = 3;
Start:
  y = y + x;
  //@ assert y >= \at(y, Start);
  y = y - 1;
  //@ assert y >= \at(y, Start);
  return 0;
}
