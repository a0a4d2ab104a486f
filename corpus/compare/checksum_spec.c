/* Specification for checksum_impl.c and checksum_impl_bad.c: the position-weighted checksum 1*a[0] + 2*a[1] + ... + n*a[n-1]. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
int a[n];
#pragma TASS output
int check;

int main(void) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += (i + 1) * a[i];
  check = s;
  return 0;
}
