/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 */
/* A conditional summand split where the condition changes: cells below m count 2, the others 1; total n + m. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && m >= 0 && m <= n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += (i < m) ? 2 : 1;
  assert(s == n + m);
  return 0;
}
