/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Vacuous: the assumption excludes every value, so no execution reaches the assertion;
 * the report says so and names the cause (the assumption at line 11). */
#include <assert.h>
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0 && x < 0);
  assert(x == 5);
  return 0;
}
