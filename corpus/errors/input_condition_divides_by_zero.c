/* tass-test
 * run: tass verify $FILE
 * expect: error
 * message: division by zero
 * at: 8:21
 */
/* The condition of an input divides by the input itself, which may be 0. */
#pragma TASS input {100 / N > 1} int
#define N 10

int main(void) { return N; }
