/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 */
/* The invariant forgets that the sum starts from its value at the loop's entry. */
#pragma TASS input
int n;
#pragma TASS assume n >= 0 && n <= 6

int main(void) {
  int s = 2;
  /*@ loop invariant 0 <= i <= n;
      loop invariant s == \at(s, LoopEntry) + 2 * i + 1; */
  for (int i = 0; i < n; i++)
    s += 2;
  return 0;
}
