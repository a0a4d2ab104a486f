/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: unknown type name `matrix`
 * at: 8:3
 */
int main(void) {
  matrix m;
  return 0;
}
