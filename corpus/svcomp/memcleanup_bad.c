/* tass-test
 * run: tass verify --property valid-memcleanup $FILE
 * expect: violation memory-leak
 * line: 13
 */
/* SV-COMP valid-memcleanup: the second block is freed only on one branch. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *a = malloc(sizeof(int));
  if (!a) return 0;
  int *b = malloc(sizeof(int));
  free(a);
  if (b && __VERIFIER_nondet_int()) free(b);
  return 0;
}
