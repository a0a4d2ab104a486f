/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* abort in a nested call ends the program; the division after the check never sees
 * a zero. */
#include <stdlib.h>
#pragma TASS input {-3 <= d && d <= 3} int
#define d 1

static void require(int ok) {
  if (!ok)
    abort();
}

int main(void) {
  require(d != 0);
  int q = 12 / d;
  return q > 100;
}
