/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* sizeof of a variable-length array is evaluated at run time (C11 6.5.3.4). */
#include <assert.h>
#pragma TASS input {1 <= n && n <= 6} int
#define n 3

int main(void) {
  double work[n];
  int count = sizeof(work) / sizeof(work[0]);
  assert(count == n);
  for (int i = 0; i < count; i++)
    work[i] = 0.0;
  return 0;
}
