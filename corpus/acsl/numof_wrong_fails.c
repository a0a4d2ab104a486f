/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* The assertion counts elements `<= 0` but the loop counts `< 0`: they differ when a
 * zero is among the first n elements (n >= 3). */
#pragma TASS input {0 <= n && n <= 4}
int n;

int main(void) {
  int a[4] = {-1, 3, 0, -7};
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      c++;
  //@ assert c == \numof(0, n - 1, \lambda integer k; a[k] <= 0); // <- violation
  return 0;
}
