/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 15
 */
/* The differences array has n - 1 cells but is filled at indices 1 .. n-1, so the last write is one past its end. */
#pragma TASS input {2 <= n && n <= 6}
int n;

int main(void) {
  int a[n], d[n - 1];
  for (int i = 0; i < n; i++)
    a[i] = i * i;
  for (int i = 1; i < n; i++)
    d[i] = a[i] - a[i - 1]; /* d[n - 1] is out of bounds */
  return a[n - 1];
}
