/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A loop invariant on a loop whose condition decrements its count (`x-- > 0`): the
 * condition's write to x is part of the loop, so the summary gives x a fresh value
 * too, and the count after the loop is the start, for every start. */
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
  assert(c == x0);
  return 0;
}
