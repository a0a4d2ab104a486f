/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 23
 */
/* memcpy of n + 1 ints into a heap block of n ints writes past its end. */
#include <assert.h>
#include <string.h>
#include <stdlib.h>
#pragma TASS input {1 <= n && n <= 5}
int n;
int main(void) {
  int a[8], b[8];
  for (int i = 0; i < 8; i++) a[i] = i + 1;
  memset(b, 0, sizeof b);
  memcpy(b, a, n * sizeof(int));
  assert(b[0] == 1 && b[n - 1] == n && b[7] == 0);
  char s[] = "hello";
  assert(strlen(s) == 5);
  int *h = malloc(n * sizeof(int));
  memset(h, 0, n * sizeof(int));
  assert(h[n - 1] == 0);
  memcpy(h, a, (n + 1) * sizeof(int));
  free(h);
  return 0;
}
