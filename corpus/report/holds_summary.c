/* tass-test
 * run: tass verify -inputN=4 $FILE
 * expect: holds
 */
/* Report snapshot: every property holds within the bound given on the command line. */
#include <assert.h>
#pragma TASS input int
#define N 3
#pragma TASS input {0 <= n && n <= N}
int n;

int main(void) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 2;
  assert(s == 2 * n);
  return 0;
}
