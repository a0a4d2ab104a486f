/* tass-test
 * run: tass compare $DIR/fibonacci_spec.c $FILE
 * expect: holds
 */
/* Doubly recursive Fibonacci, and the sum F(0) + ... + F(n) by recursion on n: the same integers as the loop for every n in 0..6. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int fib;
#pragma TASS output
int sum;

int f(int k) {
  if (k < 2)
    return k;
  return f(k - 1) + f(k - 2);
}

int sum_to(int k) {
  if (k < 0)
    return 0;
  return f(k) + sum_to(k - 1);
}

int main(void) {
  fib = f(n);
  sum = sum_to(n);
  return 0;
}
