/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 14
 */
/* The index read with scanf is only checked from below: a[k] may be out of bounds. */
#include <stdio.h>

int main(void) {
  int k;
  double a[10] = {0};
  if (scanf("%d", &k) != 1 || k < 0)
    return 1;
  a[k] = 1.0;
  printf("%g\n", a[0]);
  return 0;
}
