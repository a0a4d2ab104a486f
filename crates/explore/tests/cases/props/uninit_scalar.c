/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 14
 * provers: z3 cvc5 none
 */
/* y is written only when x > 0. */
#pragma TASS input int
#define x 0
int main(void) {
  int y;
  if (x > 0)
    y = 1;
  return y + 1;
}
