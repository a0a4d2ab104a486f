/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: `#pragma TASS assert` must be inside a function
 * at: 8:1
 */
int x;
#pragma TASS assert x == 0
int main(void) { return 0; }
