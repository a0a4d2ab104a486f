/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 22
 */
/* w[i] = w[i-1] + i grows quadratically (w[i] = i(i+1)/2) but is checked against the
 * linear bound 2i, which holds up to i = 3 only; smallest failing N = 5. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int *w = malloc(sizeof(int) * N);
  w[0] = 0;
  for (int i = 1; i < N; i++)
    w[i] = w[i - 1] + i;
  int i = 0;
  while (i < N) {
    assert(w[i] <= 2 * i);
    i++;
  }
  free(w);
  return 0;
}
