/* tass-test
 * run: tass verify -inputN=0 $FILE
 * expect: error
 * message: the value given for `N` violates its condition
 * at: 8:21
 */
/* The value fixed on the command line does not satisfy the input's condition. */
#pragma TASS input {N > 0 && N < 100} int
#define N 10

int main(void) { return N; }
