/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Counting the negative elements matches `\numof`; the real-valued array makes the
 * body a comparison of reals. */
#pragma TASS input {0 <= n && n <= 5}
int n;

int main(void) {
  double x[5] = {0.5, -1.0, 2.0, -3.5, -0.25};
  int neg = 0;
  for (int i = 0; i < n; i++)
    if (x[i] < 0)
      neg++;
  //@ assert neg == \numof(0, n - 1, \lambda integer k; x[k] < 0);
  //@ assert \numof(0, 4, \lambda integer k; x[k] < 0) == 3;
  return 0;
}
