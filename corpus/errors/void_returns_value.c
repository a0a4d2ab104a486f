/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: a `void` function cannot return a value
 * at: 8:10
 */
static void nothing(void) {
  return 1;
}
int main(void) { nothing(); return 0; }
