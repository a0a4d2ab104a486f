/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* Recursive calls with a bounded input: fib(n) computed twice agrees, and its values
 * match the closed table. */
#include <assert.h>
#pragma TASS input {0 <= n && n <= 8} int
#define n 0

int fib(int k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); }

int fib_iter(int k) {
  int a = 0, b = 1;
  for (int i = 0; i < k; i++) {
    int t = a + b;
    a = b;
    b = t;
  }
  return a;
}

int main(void) {
  assert(fib(n) == fib_iter(n));
  assert(n != 8 || fib(n) == 21);
  return 0;
}
