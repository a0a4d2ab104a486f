/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 */
/* A recurrence a[i] = a[i-1] + 3 from a[0] = 5: each element depends on the one before, so
 * no iteration is independent; induction on N relates the runs for N-1 and N. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "recurrence_step_three.c", 1, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N < 1)
    return 0;
  int *a = malloc(sizeof(int) * N);
  a[0] = 5;
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 3;
  for (int i = 0; i < N; i++)
    check(a[i] == 5 + 3 * i);
  free(a);
  return 0;
}
