/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: the contract has no behavior `negative`
 * at: 9:5
 */
/*@ behavior positive:
      assumes x > 0;
    for negative: ensures \result < 0;
 */
int id(int x) { return x; }

int main(void) { return id(1); }
