/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Regression: after `free(a)` a branch saves the state, and its canonical form drops the
 * freed block; `b` (another block) must keep naming its own block, not a freed slot (tass
 * once reported a double free at the second `free`). */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *a = malloc(sizeof(int));
  if (!a) return 0;
  int *b = malloc(sizeof(int));
  free(a);
  if (b && __VERIFIER_nondet_int()) free(b);
  else free(b);
  return 0;
}
