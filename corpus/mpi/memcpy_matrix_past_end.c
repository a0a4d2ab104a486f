/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 13
 */
/* Six ints copied into a 3x2 matrix from its second row: past the end of the object. */
#include <string.h>

int main(void) {
  int a[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int c[3][2];
  memcpy(c, a, sizeof a);
  memcpy(&c[1][0], a, sizeof a);
  return 0;
}
