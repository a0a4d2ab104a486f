/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 22 induction
 */
/* Three arrays: x holds arbitrary inputs, acc their prefix sums (acc[i] = acc[i-1] + x[i]),
 * and back the differences of consecutive prefix sums, which give x back. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "prefix_then_differences.c", 11, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N < 1)
    return 0;
  int *x = malloc(sizeof(int) * N);
  int *acc = malloc(sizeof(int) * N);
  for (int i = 0; i < N; i++)
    x[i] = __VERIFIER_nondet_int();
  acc[0] = x[0];
  for (int i = 1; i < N; i++)
    acc[i] = acc[i - 1] + x[i];
  int *back = malloc(sizeof(int) * N);
  back[0] = acc[0];
  for (int i = 1; i < N; i++)
    back[i] = acc[i] - acc[i - 1];
  for (int i = 0; i < N; i++)
    check(back[i] == x[i]);
  free(x);
  free(acc);
  free(back);
  return 0;
}
