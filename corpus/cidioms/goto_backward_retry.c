/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A backward goto makes a loop: the partial sums of a series, accumulated until the
 * term index reaches n. */
#include <assert.h>
#pragma TASS input {1 <= n && n <= 6} int
#define n 4

int main(void) {
  int k = 0, sum = 0;
again:
  if (k < n) {
    sum += 2 * k + 1;
    k++;
    goto again;
  }
  assert(sum == n * n);
  return 0;
}
