/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: `x` is declared twice in the same block
 * at: 9:7
 */
int main(void) {
  int x = 1;
  int x = 2;
  return x;
}
