/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: expected `;`
 * at: 9:3
 */
int main(void) {
  int x = 1
  return x;
}
