/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* memcpy and memset see a matrix as its contiguous storage too. */
#include <string.h>
#include <assert.h>

int main(void) {
  int a[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int b[6];
  int c[3][2];
  memcpy(b, a, sizeof a);
  assert(b[4] == 5);
  memcpy(&c[0][0], &b[0], sizeof b);
  assert(c[2][0] == 5 && c[1][1] == 4);
  memmove(&c[1][0], &c[0][0], 3 * sizeof(int));
  assert(c[1][0] == 1 && c[2][0] == 3 && c[2][1] == 6);
  memset(c, 0, sizeof c);
  assert(c[2][1] == 0);
  return 0;
}
