/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 12
 */
/* `<=` writes one element past the end. */
#pragma TASS input {1 <= n && n <= 4} int
#define n 1
int main(void) {
  int a[n];
  for (int i = 0; i <= n; i++)
    a[i] = i;
  return a[0];
}
