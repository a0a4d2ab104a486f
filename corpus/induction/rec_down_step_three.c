/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 parallel
 */
/* A downward recurrence on a heap array: d[N-1] = 1 and d[p] = d[p+1] + 3, so
 * d[p] == 1 + 3(N-1-p); the loop for N starts one iteration before the one for N-1. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "rec_down_step_three.c", 11, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int *d = malloc(sizeof(int) * N);
  int p;
  d[N - 1] = 1;
  for (p = N - 2; p >= 0; p--)
    d[p] = d[p + 1] + 3;
  for (p = 0; p < N; p++)
    check(d[p] == 1 + 3 * (N - 1 - p));
  free(d);
  return 0;
}
