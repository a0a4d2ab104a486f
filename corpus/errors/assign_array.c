/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: an array cannot be assigned as a whole
 * at: 9:3
 */
int main(void) {
  int a[2], b[2];
  a = b;
  return 0;
}
