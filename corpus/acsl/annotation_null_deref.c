/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 19
 */
/* Undefined behaviour inside an annotation: the assertion reads through a pointer
 * that is null on one path. An annotation that cannot be evaluated is not a path
 * that ends quietly: the null dereference is reported at the assertion. */
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
int g;
#define VALUE_OF(p) (*(p))
int *pick(void) {
  return __VERIFIER_nondet_int() ? &g : NULL;
}
int main(void) {
  int *p = pick();
  g = 0;
  //@ assert VALUE_OF(p) == 0;
  return 0;
}
