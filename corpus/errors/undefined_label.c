/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: label `nowhere` is used but not defined
 * at: 9:3
 */
int main(void) {
  int x = 0;
  goto nowhere;
  return x;
}
