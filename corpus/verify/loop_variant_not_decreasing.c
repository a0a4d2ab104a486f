/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 15
 */
/* The variant names the counter, which grows: it does not decrease across an
 * iteration (the loop terminates, but `n - i` was meant). */
#pragma TASS input {1 <= n && n <= 10}
int n;

int main(void) {
  int i = 0, s = 0;
  /*@ loop invariant 0 <= i <= n;
      loop assigns i, s;
      loop variant i;
   */
  while (i < n) {
    s += i;
    i++;
  }
  return s;
}
