/* tass-test
 * run: tass verify --loop-bound=20 --technique=none $FILE
 * expect: unknown
 * line: 16
 * stop: loop-bound
 */
/* while (1) left by a break on a count bounded by 50: counted like a loop that branches at its head: with --loop-bound=20 the search follows it for 10 iterations only and the count is out of its reach. */
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
