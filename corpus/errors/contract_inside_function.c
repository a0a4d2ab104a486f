/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: function contract clauses are only allowed before a function
 * at: 9:7
 */
int main(void) {
  int x = 0;
  //@ requires x == 0;
  return x;
}
