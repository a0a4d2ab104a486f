/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: unknown CIVL pragma `atomic`
 * at: 9:14
 */
int main(void) {
  int x = 0;
#pragma CIVL atomic
  x = x + 1;
  return x;
}
