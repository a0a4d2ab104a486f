/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 * loop: 14 -parallel
 */
/* The check fails only from i = 100000: the technique declines (a check may fail), and the search cannot reach it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  for (int i = 0; i < n; i++)
    assert(i < 100000);
  return 0;
}
