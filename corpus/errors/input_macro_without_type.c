/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: must give its type
 * at: 7:1
 */
#pragma TASS input {N > 0}
#define N 3

int main(void) { return N; }
