/* tass-test
 * run: tass verify $FILE
 * expect: error
 * message: must precede a function prototype, not a definition
 * at: 10:1
 */
/* `#pragma TASS abstract` marks a prototype; before a definition it would mean the
 * body is ignored. */
#pragma TASS abstract
int f(int x) { return x + 1; }
int main(void) { return f(2) - 3; }
