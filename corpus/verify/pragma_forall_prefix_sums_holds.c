/* tass-test
 * run: tass verify -inputN=6 $FILE
 * expect: holds
 */
/* Prefix sums of a constant array of 2s are 2, 4, 6, ...; a quantified TASS pragma assertion checks every entry. */
#pragma TASS input int
#define N 3
#pragma TASS input {1 <= n && n <= N}
int n;

int main(void) {
  int a[n], p[n];
  for (int i = 0; i < n; i++)
    a[i] = 2;
  p[0] = a[0];
  for (int i = 1; i < n; i++)
    p[i] = p[i - 1] + a[i];
#pragma TASS assert forall {int j | 0 <= j && j < n} p[j] == 2 * (j + 1)
  return 0;
}
