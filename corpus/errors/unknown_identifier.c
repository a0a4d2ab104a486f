/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: use of undeclared identifier `y`
 * at: 9:14
 */
int main(void) {
  int x = 1;
  return x + y;
}
