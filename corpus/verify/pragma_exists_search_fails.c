/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* The array holds the even numbers below 2n, but the assumption on the key admits v == 2n, which is not in the array. */
#pragma TASS input {1 <= n && n <= 4}
int n;
#pragma TASS input {0 <= v && v <= 8}
int v;

int main(void) {
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
#pragma TASS assume v % 2 == 0 && v <= 2 * n
  /* the key should satisfy v < 2 * n */
#pragma TASS assert exists {int j | 0 <= j && j < n} a[j] == v
  return 0;
}
