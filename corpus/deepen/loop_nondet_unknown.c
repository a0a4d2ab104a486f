/* tass-test
 * run: tass verify --deepen=2 $FILE
 * expect: unknown
 */
/* The loop of loop_nondet_bad.c with a check that holds for every number of
 * iterations: no technique decides it, the search cannot follow it to its end, and
 * deepening finds no violation; the verdict is unknown, as for a loop that branches at
 * its head on a value with no bound. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int())
    i++;
  assert(i >= 0);
  return 0;
}
