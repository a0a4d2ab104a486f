/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: function `helper` is declared but never defined
 * at: 10:10
 */
int helper(int);

int main(void) {
  return helper(2);
}
