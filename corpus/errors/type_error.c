/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: operator `*` is not defined on pointers
 * at: 10:14
 */
int main(void) {
  int v = 3;
  int *p = &v;
  double d = p * 2;
  return (int)d;
}
