/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `\at(x, L)` with a C label: the value of `x` when control passed `L` is saved there
 * and read by the assertion. */
int main(void) {
  int x = 1;
L:
  x = x + 1;
  //@ assert x == \at(x, L) + 1;
  return 0;
}
