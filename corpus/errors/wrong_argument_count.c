/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: wrong number of arguments: 2 given, 1 expected
 * at: 10:10
 */
static int twice(int v) { return 2 * v; }

int main(void) {
  return twice(1, 2);
}
