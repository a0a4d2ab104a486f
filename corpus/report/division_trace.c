/* tass-test
 * run: tass verify $FILE
 * expect: violation division-by-zero
 * line: 15
 */
/* Report snapshot: a provable violation with its only input and a trace through a call. */
#pragma TASS input {0 <= x && x <= 6}
int x;
#pragma TASS output
int y;

static int shift(int v) { return v - 3; }

int main(void) {
  y = 60 / shift(x);
  return 0;
}
