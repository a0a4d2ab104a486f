/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A running sum equals `\sum` over the prefix it has read, for every n up to 6
 * (the bounds are constants on each path, so `\sum` is exact). */
#pragma TASS input {0 <= n && n <= 6}
int n;

int main(void) {
  int a[6];
  for (int i = 0; i < 6; i++)
    a[i] = 2 * i + 1;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  //@ assert s == \sum(0, n - 1, \lambda integer k; a[k]);
  //@ assert s == n * n;
  return 0;
}
