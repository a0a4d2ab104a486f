/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* SV-COMP's loop on a fresh value each time round: it may stop before its first
 * iteration. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int())
    i++;
  assert(i > 0);
  return 0;
}
