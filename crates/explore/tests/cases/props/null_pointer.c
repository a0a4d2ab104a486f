/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 15
 * provers: z3 cvc5 none
 */
/* p stays null when x <= 2. */
#pragma TASS input int
#define x 0
int main(void) {
  int y = 0;
  int *p = 0;
  if (x > 2)
    p = &y;
  *p = 1;
  return y;
}
