/* tass-test
 * run: tass verify --property valid-memsafety $FILE
 * expect: violation pointer
 * line: 15
 */
/* SV-COMP valid-memsafety (valid-free): a pointer to a local variable reaches `free`
 * on one path. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int local = 3;
  int *p = malloc(sizeof(int));
  if (__VERIFIER_nondet_int()) p = &local;
  free(p);
  return 0;
}
