/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A recursive sum over a const pointer into a variable-length array matches the closed form x n + n (n - 1) / 2 for a symbolic x. */
#include <assert.h>
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS input
int x;

int sum(const int *a, int len) {
  if (len == 0)
    return 0;
  return sum(a, len - 1) + a[len - 1];
}

int main(void) {
  int a[n + 1]; /* at least one cell when n == 0 */
  for (int i = 0; i < n; i++)
    a[i] = x + i;
  int s = sum(a, n);
  assert(2 * s == 2 * n * x + n * (n - 1));
  return 0;
}
