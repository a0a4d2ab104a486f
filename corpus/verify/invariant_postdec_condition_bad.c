/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* The loop of invariant_postdec_condition_holds.c with a check that fails for starts
 * of 2000 and more, beyond what the search follows: the summary must give x (written
 * by the condition) a fresh value, or the loop could only be left with a start of 0 (and
 * the verdict would be a wrong *holds*). The assertion does not follow from the
 * invariant, and no execution within the search's bounds violates it (it needs 2000
 * iterations): the verdict is *unknown*, with the possible violation at line 23
 * listed (issue 27: exit 1 only for a real violation). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0)
    return 0;
  int x0 = x, c = 0;
  /*@ loop invariant c + x == x0 && x >= 0 && c >= 0; */
  while (x-- > 0)
    c++;
  assert(c < 2000);
  return 0;
}
