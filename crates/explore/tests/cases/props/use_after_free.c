/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 15
 */
/* The block is freed on one branch and read after the branches join. */
#include <stdlib.h>
#pragma TASS input int
#define x 0
int main(void) {
  int *p = malloc(sizeof(int));
  *p = x;
  if (x == 7)
    free(p);
  int v = *p;
  if (x != 7)
    free(p);
  return v;
}
