/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A minimum over an array of inputs starts from INT_MAX (<limits.h>). */
#include <limits.h>
#include <assert.h>
#pragma TASS input {0 < n && n <= 5} int
#define n 3
#pragma TASS input int
int a[n];

int main(void) {
  int m = INT_MAX;
  for (int i = 0; i < n; i++)
    if (a[i] < m)
      m = a[i];
  for (int i = 0; i < n; i++)
    assert(m <= a[i]);
  return 0;
}
