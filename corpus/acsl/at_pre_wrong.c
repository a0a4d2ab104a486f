/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* The assertion compares with the parameter's value on entry, which the function
 * changed: it holds only when `d` is 0. */
#pragma TASS input
int d;
#pragma TASS assume d >= 0 && d <= 3

int step(int x) {
  x = x + d;
  //@ assert x == \at(x, Pre);
  return x;
}

int main(void) { return step(1) > 0 ? 0 : 1; }
