/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* `\at(x, L)` with a C label: tass does not keep the state at labels, so the
 * assertion is not checked and the verdict is unknown, naming it. */
int main(void) {
  int x = 1;
L:
  x = x + 1;
  //@ assert x == \at(x, L) + 1;
  return 0;
}
