/* tass-test
 * run: tass verify -inputN=ten $FILE
 * expect: error
 * message: `ten` is not a valid value for the input `N`: write a whole number
 * at: 9:9
 */
/* The value given for an integer input is not a number. */
#pragma TASS input {N > 0} int
#define N 10

int main(void) { return N; }
