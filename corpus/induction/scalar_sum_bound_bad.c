/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 */
/* The sum of the indices below N is N(N-1)/2, asserted to stay below 2N: true up to
 * N = 4, false from N = 5 on (10 is not below 10). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 10000)
    return 0;
  int s = 0;
  int i = 0;
  for (i = 0; i < N; i++)
    s += i;
  assert(i == N);
  assert(s < 2 * N);
  return 0;
}
