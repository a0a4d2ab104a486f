/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `LoopEntry` names the innermost loop: in the inner loop it is the inner loop's entry,
 * entered again on each outer iteration; asserts in a loop body read it too. */
#pragma TASS input
int n;
#pragma TASS assume n >= 0 && n <= 4

int main(void) {
  int c = 0;
  /*@ loop invariant 0 <= i <= n;
      loop invariant c == \at(c, LoopEntry) + 3 * i; */
  for (int i = 0; i < n; i++) {
    /*@ loop invariant 0 <= j <= 3;
        loop invariant c == \at(c, LoopEntry) + j; */
    for (int j = 0; j < 3; j++) {
      c++;
      //@ assert c > \at(c, LoopEntry);
    }
  }
  //@ assert c == 3 * n;
  return 0;
}
