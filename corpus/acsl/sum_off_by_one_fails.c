/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 */
/* The `\sum` in the assertion runs to `n` instead of `n - 1`: it adds one element
 * too many, and the claimed equality is false. */
#pragma TASS input {1 <= n && n <= 5}
int n;

int main(void) {
  int a[6] = {4, 1, 5, 9, 2, 6};
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  //@ assert s == \sum(0, n, \lambda integer k; a[k]); // <- violation
  return 0;
}
