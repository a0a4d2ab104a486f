/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 * loop: 17 -parallel
 */
/* The running sum is also stored (prefix sums into b): a reduction read elsewhere in the body is declined. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0);
  long long b[n];
  long long s = 0;
  for (int i = 0; i < n; i++) {
    s += i;
    b[i] = s;
  }
  assert(2 * b[n - 1] == (long long)n * (n - 1));
  return 0;
}
