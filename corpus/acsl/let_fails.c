/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* The bound value is the mean rounded down: for odd sums it differs from the real mean,
 * and the assertion that twice it is the sum fails. */
#pragma TASS input {0 <= x && x <= 9}
int x;
#pragma TASS input {0 <= y && y <= 9}
int y;

int main(void) {
  int m = (x + y) / 2;
  //@ assert \let s = x + y; 2 * m == s; // <- violation
  return 0;
}
