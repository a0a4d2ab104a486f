/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The size is read with scanf; the program checks the number of items read and the
 * range before using it. */
#include <stdio.h>
#include <assert.h>

int main(void) {
  int n;
  double a[16];
  if (scanf("%d", &n) != 1 || n < 1 || n > 16) {
    fprintf(stderr, "bad size\n");
    return 1;
  }
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * i;
  assert(a[n - 1] == 2.0 * (n - 1));
  return 0;
}
