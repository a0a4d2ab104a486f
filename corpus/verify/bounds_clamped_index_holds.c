/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* An index computed from an input is clamped into the table before every lookup, so all accesses are in bounds. */
#include <assert.h>
#pragma TASS input {-4 <= shift && shift <= 8}
int shift;
#pragma TASS input {1 <= n && n <= 5}
int n;

int clamp(int i, int lo, int hi) {
  return i < lo ? lo : (i > hi ? hi : i);
}

int main(void) {
  int lut[6] = {0, 1, 4, 9, 16, 25};
  int total = 0;
  for (int k = 0; k < n; k++) {
    int i = clamp(k + shift, 0, 5);
    total += lut[i];
  }
  assert(total >= 0 && total <= 25 * n);
  return 0;
}
