/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 25
 */
/* An index computed from the unsigned view of a signed value: for a negative `n` the
 * unsigned member holds 2^32 + n, far outside the table. */
#include <assert.h>

#pragma TASS input
int n;
#pragma TASS assume n >= -2 && n <= 7

union word {
  int s;
  unsigned int u;
};

int table[8];

int main(void) {
  union word w;
  w.s = n;
  unsigned int k = w.u;
  table[k] = 1;
  return 0;
}
