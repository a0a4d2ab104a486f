/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* `a[i]` is read only where `i < n`: no out-of-bounds read at the end of the array. */
#include <assert.h>
#pragma TASS input {1 <= n && n <= 4} int
#define n 1

int main(void) {
  int a[n];
  for (int k = 0; k < n; k++)
    a[k] = k + 1;
  int i = 0;
  while (i < n && a[i] > 0)
    i++;
  assert(i == n);
  return 0;
}
