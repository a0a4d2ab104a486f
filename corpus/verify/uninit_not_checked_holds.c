/* tass-test
 * run: tass verify --no-check uninitialized $FILE
 * expect: holds
 */
/* With the check switched off, an uninitialised read is an unconstrained value. */
#pragma TASS output
int y;

int main(void) {
  int x;
  y = x - x;
  return 0;
}
