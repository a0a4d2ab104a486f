/* Specification for reverse_oob_impl.c: copy an array in reverse order. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS output
double r[n];

int main(void) {
  for (int i = 0; i < n; i++)
    r[i] = a[n - 1 - i];
  return 0;
}
