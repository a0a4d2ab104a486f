/* tass-test
 * run: tass verify -inputB=7 $FILE
 * expect: holds
 */
/* Recursive factorial: n! / (n-1)! == n for 1 <= n <= B, and the division is safe because factorials are positive. Both n and B are input macros. */
#include <assert.h>
#pragma TASS input int
#define B 3
#pragma TASS input {1 <= n && n <= B} int
#define n 3

int fact(int k) {
  if (k <= 1)
    return 1;
  return k * fact(k - 1);
}

int main(void) {
  int f = fact(n);
  int g = fact(n - 1);
  assert(g > 0);
  assert(f / g == n);
  assert(f % g == 0);
  return 0;
}
