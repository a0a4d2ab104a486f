/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: use of undeclared identifier `PROC`
 * at: 9:10
 */
int x;
int main(void) {
  return PROC[0].x;
}
