/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* `\at(*p, L)`: memory reached through a pointer is not saved at labels; unknown. */
int main(void) {
  int x = 1;
  int *p = &x;
L:
  *p = 2;
  //@ assert \at(*p, L) == 1;
  return 0;
}
