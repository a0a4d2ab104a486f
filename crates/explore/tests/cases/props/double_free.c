/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 14
 * provers: z3 cvc5 none
 */
/* Two names for one block, each freed. */
#include <stdlib.h>
int main(void) {
  int *p = malloc(2 * sizeof(int));
  int *q = p;
  p[0] = p[1] = 0;
  free(p);
  free(q);
  return 0;
}
