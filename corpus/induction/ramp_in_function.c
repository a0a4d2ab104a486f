/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 15 parallel
 */
/* The recurrence lives in a helper, ramp(a, n): a[0] = base, a[i] = a[i-1] + 3; main
 * calls it on a heap array of N cells and checks the closed form base + 3i. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "ramp_in_function.c", 11, "check"); }

void ramp(int *a, int n, int base) {
  a[0] = base;
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + 3;
}

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int *buf = malloc(sizeof(int) * N);
  ramp(buf, N, -4);
  for (int i = 0; i < N; i++)
    check(buf[i] == -4 + 3 * i);
  free(buf);
  return 0;
}
