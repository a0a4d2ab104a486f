/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* An array of unions written through one member and read through the other (same
 * width, char signedness), for every symbolic byte value. */
#include <assert.h>

#pragma TASS input
int x;
#pragma TASS assume x >= -128 && x <= 127

union cell { signed char s; unsigned char u; };

int main(void) {
  union cell cells[4];
  for (int i = 0; i < 4; i++)
    cells[i].s = (signed char)(x + i < 128 ? x + i : x);
  for (int i = 0; i < 4; i++) {
    int v = cells[i].u;
    assert(v >= 0 && v <= 255);
    assert(cells[i].s >= 0 ? v == cells[i].s : v == cells[i].s + 256);
  }
  return 0;
}
