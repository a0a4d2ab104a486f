/* tass-test
 * run: tass verify --give-up=2 $FILE
 * expect: unknown
 * loop: 19 -parallel
 */
/* The condition that chooses whether m grows is not all the iteration assumes: x >= m
 * is assumed too, and constrains x by the bound. Dropping it with the choice would lose
 * that b never decreases (the claim holds); the running bound is declined, and the
 * search cannot end. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 1) return 0;
  int b[n];
  int m = 0;
  for (int i = 0; i < n; i++) {
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= m);
    if (x > m) m = x;
    b[i] = x;
  }
  assert(b[n - 1] >= b[0]);
  return 0;
}
