/* tass-test
 * run: tass compare $DIR/sum_spec.c $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* The closed form of sum_spec.c. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int total;

int main(void) {
  total = n * (n - 1) / 2;
  return 0;
}
