/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: call of undeclared function `compute`
 * at: 8:11
 */
int main(void) {
  int r = compute(2);
  return r;
}
