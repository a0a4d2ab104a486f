/* Specification for planted_impl.c: the sum 1 + ... + n. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int s;

int main(void) {
  int acc = 0;
  for (int i = 1; i <= n; i++)
    acc += i;
  s = acc;
  return 0;
}
