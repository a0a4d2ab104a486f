/* Specification: the sum of the squares of 0..n-1. */
#pragma TASS input {1 <= n && n <= 4} int
#define n 4
#pragma TASS output
int sum;

int main(void) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i * i;
  sum = s;
  return 0;
}
