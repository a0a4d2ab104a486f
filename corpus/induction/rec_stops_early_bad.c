/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 23
 */
/* Off by one in the recurrence's bound: g[i] = g[i-1] + 2 runs only to N-2, so the last
 * used cell of the (zeroed) global array stays 0 and g[N-1] == 2(N-1) fails; smallest N = 2. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int g[256];

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N < 1)
    return 0;
  if (N > 256)
    return 0;
  g[0] = 0;
  for (int i = 1; i < N - 1; i++)
    g[i] = g[i - 1] + 2;
  for (int i = 0; i < N; i++)
    assert(g[i] == 2 * i);
  return 0;
}
