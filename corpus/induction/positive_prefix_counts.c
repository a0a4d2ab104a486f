/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 22 induction
 */
/* pc[i] counts the positive inputs among the first i+1 (pc[i] = pc[i-1] + (in[i] > 0)):
 * never decreasing, each step at most 1, and never more than i + 1. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "positive_prefix_counts.c", 11, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int *in = malloc(sizeof(int) * N);
  int *pc = malloc(sizeof(int) * N);
  for (int i = 0; i < N; i++)
    in[i] = __VERIFIER_nondet_int();
  pc[0] = in[0] > 0 ? 1 : 0;
  for (int i = 1; i < N; i++)
    pc[i] = pc[i - 1] + (in[i] > 0 ? 1 : 0);
  for (int i = 1; i < N; i++)
    check(pc[i] >= pc[i - 1] && pc[i] <= pc[i - 1] + 1);
  for (int i = 0; i < N; i++)
    check(pc[i] <= i + 1);
  free(in);
  free(pc);
  return 0;
}
