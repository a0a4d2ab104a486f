/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* main has no caller: its requires clauses are assumed on entry (like input
 * conditions), and its ensures clauses are checked when it returns. */
#pragma TASS input {n <= 1000}
int n;
#pragma TASS input
int d;

/*@ requires n >= 1 && d != 0;
    ensures \result >= 1;
 */
int main(void) {
  int q = n * d / d;
  //@ assert q == n;
  return q;
}
