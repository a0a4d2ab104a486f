/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 16 parallel
 */
/* A sum of squares in closed form: 6 s = (n-1) n (2n-1). */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0);
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += (long long)i * i;
  assert(6 * s == (long long)(n - 1) * n * (2 * n - 1));
  return 0;
}
