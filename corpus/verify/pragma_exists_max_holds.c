/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The maximum found by a loop is attained by some element (exists) and bounds every element (forall). */
#pragma TASS input {1 <= n && n <= 6}
int n;
#pragma TASS input {0 <= k && k <= 5}
int k;

int main(void) {
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = (i - k) * (i - k);
  int m = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] > m)
      m = a[i];
#pragma TASS assert exists {int j | 0 <= j && j < n} a[j] == m
#pragma TASS assert forall {int j | 0 <= j && j < n} a[j] <= m
  return 0;
}
