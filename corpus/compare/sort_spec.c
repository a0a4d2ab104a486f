/* Specification for sort_impl.c: insertion sort of a copy of the input. */
#pragma TASS input {0 <= n && n <= 4} int
#define n 4
#pragma TASS input
int a[n];
#pragma TASS output
int s[n];

int main(void) {
  for (int i = 0; i < n; i++) {
    int v = a[i];
    int j = i;
    while (j > 0 && s[j - 1] > v) {
      s[j] = s[j - 1];
      j--;
    }
    s[j] = v;
  }
  return 0;
}
