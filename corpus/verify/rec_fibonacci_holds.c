/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Doubly recursive Fibonacci agrees with the iterative version, and the sum of the first n + 1 numbers is fib(n + 2) - 1. */
#include <assert.h>
#pragma TASS input {0 <= n && n <= 8}
int n;

int fib(int k) {
  if (k < 2)
    return k;
  return fib(k - 1) + fib(k - 2);
}

int main(void) {
  int a = 0, b = 1, sum = 0;
  for (int i = 0; i < n; i++) {
    sum += a;
    int t = a + b;
    a = b;
    b = t;
  }
  sum += a;
  assert(a == fib(n));
  assert(sum == fib(n + 2) - 1);
  return 0;
}
