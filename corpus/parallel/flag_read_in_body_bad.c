/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 22
 */
/* A flag the body reads before it may set it (b[i] = seen) carries a value from one
 * iteration to the next: not summarised as kept or set; after a positive cell, the next
 * b is 1. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n], b[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int seen = 0;
  for (int i = 0; i < n; i++) {
    b[i] = seen;
    if (a[i] > 0) seen = 1;
  }
  for (int j = 0; j < n; j++) assert(b[j] == 0);
  return 0;
}
