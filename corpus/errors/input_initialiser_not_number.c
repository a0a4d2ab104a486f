/* tass-test
 * run: tass verify $FILE
 * expect: error
 * message: cannot have this initialiser: it can have only a whole number
 * at: 9:12
 */
/* An input's initialiser is its default value, a number: an expression is rejected,
 * saying what is allowed. */
$input int N = 2 * 3;
int main(void) {
  return N;
}
