/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 21 induction
 */
/* Counts the strictly positive inputs and sums them: the count is at most N, and the sum
 * is at least the count (every counted value is at least 1). */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "positive_count_bound.c", 11, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N < 1)
    return 0;
  int *q = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++)
    q[i] = __VERIFIER_nondet_int();
  int cnt = 0, pos = 0;
  for (int i = 0; i < N; i++) {
    if (q[i] > 0) {
      cnt++;
      pos += q[i];
    }
  }
  check(cnt <= N);
  check(pos >= cnt);
  free(q);
  return 0;
}
