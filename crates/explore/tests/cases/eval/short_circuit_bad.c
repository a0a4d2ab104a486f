/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 15
 */
/* The operands in the wrong order: `a[i]` is read when `i == n`. */
#pragma TASS input {1 <= n && n <= 4} int
#define n 1

int main(void) {
  int a[n];
  for (int k = 0; k < n; k++)
    a[k] = k + 1;
  int i = 0;
  while (a[i] > 0 && i < n)
    i++;
  return 0;
}
