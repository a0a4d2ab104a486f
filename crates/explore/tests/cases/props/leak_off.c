/* tass-test
 * run: tass verify --no-check=leaks $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* The leak of leak.c, with the property switched off. */
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
