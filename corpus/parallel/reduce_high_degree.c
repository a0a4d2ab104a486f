/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 -parallel
 * loop: 17 induction
 */
/* A summand of degree 5 is beyond the closed forms (degree at most 4): declined, never a guess. Induction on n proves it. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0);
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += (long long)i * i * i * i * i;
  assert(s >= 0);
  return 0;
}
