/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 17
 */
/* The accumulator is never initialised: not summarised, and the search finds the read. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0);
  long long s;
  for (int i = 0; i < n; i++)
    s += i;
  assert(s >= 0);
  return 0;
}
