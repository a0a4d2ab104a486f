/* Specification for divmod_impl.c: parity and remainders with the % operator. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
int a[n];
#pragma TASS output
int evens;
#pragma TASS output
int oddsum;
#pragma TASS output
int rem3[n];
#pragma TASS output
int thirds;

int main(void) {
  int e = 0, o = 0, t = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] % 2 == 0)
      e++;
    else
      o += a[i];
    rem3[i] = a[i] % 3;
    if (i % 3 == 0)
      t += a[i];
  }
  evens = e;
  oddsum = o;
  thirds = t;
  return 0;
}
