/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* Every property tass checks holds, but the contract has a `terminates` clause, which
 * tass does not check: the verdict is unknown, naming the clause. */
#pragma TASS input {0 <= n && n <= 5}
int n;

/*@ requires k >= 0;
    terminates k < 100;
    ensures \result == k + 1;
 */
int succ(int k) { return k + 1; }

int main(void) {
  int r = succ(n);
  //@ assert r == n + 1;
  return 0;
}
