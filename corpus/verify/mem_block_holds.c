/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* memset, memcpy and strlen on stack and heap arrays, with a length from an input. */
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
  free(h);
  return 0;
}
