/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: unknown ACSL clause `frobnicate`
 * at: 9:7
 */
int main(void) {
  int x = 0;
  //@ frobnicate x == 0;
  return x;
}
