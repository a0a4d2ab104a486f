/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 14
 */
/* The variant decreases, but it is based on a wrong bound (8 instead of n): when n is
 * larger it is negative at the start of the late iterations. */
#pragma TASS input {0 <= n && n <= 12}
int n;

int main(void) {
  int i = 0;
  /*@ loop assigns i;
      loop variant 8 - i;
   */
  while (i < n)
    i++;
  return i;
}
