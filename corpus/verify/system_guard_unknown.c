/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* The guard of a system function says when a call may proceed; tass does not apply
 * guards yet, so the verdict is unknown, naming it. */
#include <stdlib.h>
int ready = 0;
#pragma TASS system guard ready == 1
void *malloc(size_t n);
int main(void) {
  int *p = malloc(sizeof(int));
  free(p);
  return 0;
}
