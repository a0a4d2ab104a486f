/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Pascal's triangle in a fixed 8 x 8 array: the loops stay in bounds, row i sums to 2^i,
 * and a triple loop counts C(n, 3) increasing triples. */
#include <assert.h>
#pragma TASS input {0 <= n && n <= 7}
int n;

int main(void) {
  int c[8][8];
  for (int i = 0; i <= n; i++) {
    c[i][0] = 1;
    c[i][i] = 1;
    for (int j = 1; j < i; j++)
      c[i][j] = c[i - 1][j - 1] + c[i - 1][j];
  }
  int pow2 = 1;
  for (int i = 0; i <= n; i++) {
    int row = 0;
    for (int j = 0; j <= i; j++)
      row += c[i][j];
    assert(row == pow2);
    pow2 *= 2;
  }
  int triples = 0;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      for (int k = j + 1; k < n; k++)
        triples++;
  if (n >= 3)
    assert(triples == c[n][3]);
  return 0;
}
