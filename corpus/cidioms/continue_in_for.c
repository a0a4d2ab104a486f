/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* continue in a for loop still runs the increment: boundary points are skipped. */
#include <assert.h>
#define N 10

int main(void) {
  int interior = 0;
  for (int i = 0; i < N; i++) {
    if (i == 0 || i == N - 1)
      continue;
    interior++;
  }
  assert(interior == N - 2);
  return 0;
}
