/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 16
 */
/* x is given a value on one branch only: for n <= 3 it is read before any write. */
#pragma TASS input
int n;
#pragma TASS output
int y;

int main(void) {
  int x;
  if (n > 3)
    x = 1;
  y = x + 1;
  return 0;
}
