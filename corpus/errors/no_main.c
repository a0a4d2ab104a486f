/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: the program has no `main` function
 * at: 1:1
 */
int helper(void) { return 1; }
