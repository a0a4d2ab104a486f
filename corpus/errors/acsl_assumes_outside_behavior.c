/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: `assumes` is only allowed inside a behavior
 * at: 8:5
 */
/*@ requires x >= 0;
    assumes x > 0;
    ensures \result == x;
 */
int id(int x) { return x; }

int main(void) { return id(1); }
