/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: unknown TASS pragma `frobnicate`
 * at: 9:14
 */
int main(void) {
  int x = 0;
#pragma TASS frobnicate x
  return x;
}
