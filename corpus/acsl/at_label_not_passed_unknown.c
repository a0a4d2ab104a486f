/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* On the path that jumps over `L`, `\at(x, L)` has no value (ACSL reads a label only
 * where control has passed it): unknown, naming it. */
#pragma TASS input
int c;

int main(void) {
  int x = 1;
  if (c)
    goto M;
L:
  x = 2;
M:
  //@ assert \at(x, L) == 1;
  return 0;
}
