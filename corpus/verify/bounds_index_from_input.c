/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 17
 */
/* Odd-position lookup: slot 2 * k + 1 of an 8-entry table, which is entry 9 when k == 4. */
#include <stdio.h>
#pragma TASS input {0 <= k && k <= 4}
int k;

int table[8] = {10, 11, 12, 13, 14, 15, 16, 17};

int main(void) {
  int idx = 2 * k + 1;
  int v = 0;
  if (idx >= 0)
    v = table[idx]; /* idx == 9 when k == 4 */
  printf("%d\n", v);
  return 0;
}
