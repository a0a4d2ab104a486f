/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A recursive function with a `decreases` measure: at each recursive call the
 * caller's measure is non-negative and the callee's is smaller. */
#pragma TASS input {0 <= n && n <= 8}
int n;

/*@ requires k >= 0;
    decreases k;
    ensures \result >= 1;
 */
int fact(int k) {
  if (k <= 1)
    return 1;
  return k * fact(k - 1);
}

int main(void) {
  int f = fact(n);
  //@ assert f >= n;
  return 0;
}
