/* tass-test
 * run: tass verify --no-check=division $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* The division by zero of division_by_zero.c, with the property switched off. */
#pragma TASS input {0 <= x && x <= 5} int
#define x 0
int main(void) {
  int y = x > 4 ? 1 : 2;
  return 10 % (x - 3) + y;
}
