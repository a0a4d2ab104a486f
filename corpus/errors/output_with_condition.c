/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: an output cannot have a condition
 * at: 7:1
 */
#pragma TASS output {x > 0}
int x;
int main(void) { x = 1; return 0; }
