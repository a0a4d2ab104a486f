/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: cannot dereference something that is not a pointer
 * at: 9:3
 */
int main(void) {
  int x = 0;
  *x = 1;
  return x;
}
