/* Specification for half_written_impl.c and half_written_impl_bad.c: doubles the input
 * into the first half of the output, leaving the second half as it was (zero). */
#pragma TASS input {1 <= n && n <= 4} int
#define n 4
#pragma TASS input
int a[n];
#pragma TASS output
int out[2 * n];

int main(void) {
  for (int i = 0; i < n; i++)
    out[i] = 2 * a[i];
  return 0;
}
