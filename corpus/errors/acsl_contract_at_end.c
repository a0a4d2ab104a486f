/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: an ACSL contract must be followed by a function definition
 * at: 9:5
 */
int main(void) { return 0; }

/*@ requires x > 0; */
