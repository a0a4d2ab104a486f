/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 22
 */
/* The summing loop reads a[N] of a heap array of N: out of bounds. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "malloc_read_past_end_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#include <stdlib.h>
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int *a = malloc(sizeof(int) * N);
  for (int i = 0; i < N; i++)
    a[i] = i;
  int s = 0;
  for (int i = 1; i <= N; i++)
    s = s + a[i];
  free(a);
  __VERIFIER_assert(s >= 0);
  return 0;
}
