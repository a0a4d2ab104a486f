/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: `_Complex` types are not supported
 * at: 8:3
 */
int main(void) {
  _Complex double z;
  return 0;
}
