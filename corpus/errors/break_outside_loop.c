/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: `break` outside of a loop or `switch`
 * at: 9:3
 */
int main(void) {
  int x = 0;
  break;
  return x;
}
