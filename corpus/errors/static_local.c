/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: `static` local variables (`count`) are not supported yet
 * at: 8:14
 */
int main(void) {
  static int count;
  return count;
}
