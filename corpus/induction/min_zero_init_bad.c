/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 10
 */
/* A running minimum started at 0 instead of at the first element, over inputs clamped to
 * [1, 50]: the minimum stays 0 and the check that it is at least 1 fails for N = 1. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "min_zero_init_bad.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int u[N];
  for (int i = 0; i < N; i++) {
    int x = __VERIFIER_nondet_int();
    u[i] = x < 1 ? 1 : (x > 50 ? 50 : x);
  }
  int m = 0;
  for (int i = 0; i < N; i++)
    if (u[i] < m)
      m = u[i];
  check(m >= 1);
  return 0;
}
