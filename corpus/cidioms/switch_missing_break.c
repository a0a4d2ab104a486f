/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 24
 */
/* A missing break lets case 1 fall into case 2: the index becomes 3 in an array of 3. */
#include <assert.h>
#pragma TASS input {0 <= dir && dir <= 2} int
#define dir 0

int main(void) {
  double flux[3] = {0.0, 0.0, 0.0};
  int idx = 0;
  switch (dir) {
  case 0:
    idx = 0;
    break;
  case 1:
    idx = 1;
  case 2:
    idx += 2;
    break;
  }
  flux[idx] = 1.0;
  return 0;
}
