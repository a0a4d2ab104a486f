/* tass-test
 * run: tass compare $DIR/prefix_sums_spec.c $FILE
 * expect: holds
 */
/* Exclusive prefix sums e[k] = a[0] + ... + a[k-1] into a local array of n + 1 cells, then shifted by one: e[i + 1] is the inclusive sum p[i]. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
int a[n];
#pragma TASS output
int p[n];

int main(void) {
  int e[n + 1];
  e[0] = 0;
  for (int k = 1; k <= n; k++)
    e[k] = e[k - 1] + a[k - 1];
  for (int i = 0; i < n; i++)
    p[i] = e[i + 1];
  return 0;
}
