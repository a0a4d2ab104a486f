/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The loop of loop_postdec_bad.c on a bounded count: every iteration is followed and
 * the count is never larger than the start. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 40)
    return 0;
  int start = x, c = 0;
  while (x-- > 0)
    c++;
  assert(c == start);
  return 0;
}
