/* tass-test
 * run: tass verify --property valid-memsafety $FILE
 * expect: violation pointer
 * line: 16
 */
/* SV-COMP valid-memsafety (valid-free): the block is freed twice when the flag is
 * set. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(4 * sizeof(int));
  if (!p) return 0;
  p[0] = 1;
  free(p);
  if (__VERIFIER_nondet_int()) free(p);
  return 0;
}
