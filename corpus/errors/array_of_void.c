/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: array of void
 * at: 8:8
 */
int main(void) {
  void v[3];
  return 0;
}
