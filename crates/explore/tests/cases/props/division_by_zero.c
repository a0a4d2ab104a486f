/* tass-test
 * run: tass verify $FILE
 * expect: violation division-by-zero
 * line: 11
 */
/* x - 3 is zero for x = 3, inside the input's range. */
#pragma TASS input {0 <= x && x <= 5} int
#define x 0
int main(void) {
  int y = x > 4 ? 1 : 2;
  return 10 % (x - 3) + y;
}
