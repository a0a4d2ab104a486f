/* Specification for fibonacci_impl.c: Fibonacci numbers and their running sum by iteration. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int fib;
#pragma TASS output
int sum;

int main(void) {
  int a = 0, b = 1, s = 0;
  for (int i = 0; i < n; i++) {
    s += a;
    int t = a + b;
    a = b;
    b = t;
  }
  fib = a;
  sum = s + a;
  return 0;
}
