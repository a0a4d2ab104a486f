/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Walking an array with a pointer, taking &a[i] and subtracting pointers all stay inside the array and agree with indexing. */
#include <assert.h>
#pragma TASS input {1 <= n && n <= 6}
int n;

int main(void) {
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = 3 * i;
  int sum = 0;
  for (int *p = a; p < a + n; p++)
    sum += *p;
  assert(2 * sum == 3 * n * (n - 1));
  int *mid = &a[n / 2];
  assert(mid - a == n / 2);
  assert(*mid == 3 * (n / 2));
  int *last = a + (n - 1);
  assert(last[0] == 3 * (n - 1) && *(last - (n - 1)) == 0);
  return 0;
}
