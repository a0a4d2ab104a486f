/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* `\sum` over a range whose bound is an input with no upper bound is not a constant
 * on any path: tass cannot expand it, and the verdict is unknown, naming `\sum`. */
#pragma TASS input {n >= 0}
int n;

int main(void) {
  //@ assert \sum(1, n, \lambda integer k; 2 * k) == n * (n + 1);
  return 0;
}
