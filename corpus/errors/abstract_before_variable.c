/* tass-test
 * run: tass verify $FILE
 * expect: error
 * message: must be followed by a function prototype
 * at: 9:1
 */
/* `#pragma TASS abstract` before a variable. */
#pragma TASS abstract
int x;
int main(void) { return x; }
