/* tass-test
 * run: tass verify $FILE
 * expect: violation memory-leak
 * line: 11
 */
/* The early return for negative x forgets to free the block. */
#include <stdlib.h>
#pragma TASS input int
#define x 0
int main(void) {
  int *p = malloc(sizeof(int));
  *p = x;
  if (x < 0)
    return 1;
  free(p);
  return 0;
}
