/* tass-test
 * run: tass verify --property valid-memsafety $FILE
 * expect: violation memory-leak
 * line: 11
 */
/* SV-COMP valid-memsafety (valid-memtrack): the block is never freed. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(8 * sizeof(int));
  if (!p) return 0;
  for (int i = 0; i < 8; i++) p[i] = i;
  return p[3] == 3 ? 0 : 1;
}
