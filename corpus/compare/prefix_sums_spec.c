/* Specification for prefix_sums_impl.c: inclusive prefix sums p[i] = a[0] + ... + a[i]. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
int a[n];
#pragma TASS output
int p[n];

int main(void) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += a[i];
    p[i] = s;
  }
  return 0;
}
