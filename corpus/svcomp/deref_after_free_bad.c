/* tass-test
 * run: tass verify --property valid-memsafety $FILE
 * expect: violation pointer
 * line: 16
 */
/* SV-COMP valid-memsafety (valid-deref): the block is read after it was freed when
 * the flag is set; `free` itself is always valid. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = 1;
  if (__VERIFIER_nondet_int()) free(p);
  int v = *p;
  if (v == 1) free(p);
  return 0;
}
