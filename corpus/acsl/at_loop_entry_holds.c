/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `\at(e, LoopEntry)` in a loop invariant: the value of `s` when the loop was entered. */
int main(void) {
  int s = 5;
  /*@ loop invariant 0 <= i <= 3;
      loop invariant s == \at(s, LoopEntry) + i; */
  for (int i = 0; i < 3; i++)
    s++;
  return 0;
}
