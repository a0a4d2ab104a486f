/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A factorial computed by a loop is `\product(1, n, \lambda integer k; k)`;
 * the empty product (n = 0) is 1. */
#pragma TASS input {0 <= n && n <= 7}
int n;

/*@ requires 0 <= m <= 7;
    ensures \result == \product(1, m, \lambda integer k; k); */
long fact(int m) {
  long f = 1;
  for (int k = 2; k <= m; k++)
    f *= k;
  return f;
}

int main(void) {
  long f = fact(n);
  //@ assert f >= 1;
  return 0;
}
