/* Specification: the sum 0 + 1 + ... + (n-1), by a loop. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int total;

int main(void) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  total = s;
  return 0;
}
