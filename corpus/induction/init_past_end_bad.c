/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 19
 */
/* The initialising loop runs to i <= N on a heap array of N: out of bounds. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "init_past_end_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#include <stdlib.h>
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int *a = malloc(sizeof(int) * N);
  for (int i = 0; i <= N; i++)
    a[i] = 0;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(a[i] == 0);
  free(a);
  return 0;
}
