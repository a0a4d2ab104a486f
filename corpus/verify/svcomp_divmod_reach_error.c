/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 22
 */
/* Division by repeated subtraction stops while r == y is still possible (r > y instead of r >= y),
 * so the remainder check reaches the error when x is a positive multiple of y. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= x && x <= 6 && 1 <= y && y <= 4);
  int q = 0, r = x;
  while (r > y) {
    r -= y;
    q++;
  }
  if (!(q * y + r == x && 0 <= r && r < y))
    reach_error(); /* r == y when y divides x and x > 0 */
  return 0;
}
