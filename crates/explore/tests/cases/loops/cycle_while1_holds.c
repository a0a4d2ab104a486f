/* tass-test
 * run: tass verify --technique=none $FILE
 * expect: holds
 */
/* The loop of cycle_while1_loop_bound.c with the default loop bound: every count is followed to the end. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 50)
    return 0;
  int k = 0;
  while (1) {
    if (k >= n)
      break;
    k++;
  }
  assert(k == n);
  return 0;
}
