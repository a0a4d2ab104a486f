/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 11
 */
/* Prefix sums of inputs clamped to [-1, 5] are asserted non-negative, but a first input of
 * -1 makes the first prefix sum negative; fails for N = 1. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "prefix_sum_nonneg_bad.c", 11, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int in[N], ps[N];
  for (int i = 0; i < N; i++) {
    int t = __VERIFIER_nondet_int();
    if (t < -1) t = -1;
    if (t > 5) t = 5;
    in[i] = t;
  }
  ps[0] = in[0];
  for (int i = 1; i < N; i++)
    ps[i] = ps[i - 1] + in[i];
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(ps[i] >= 0);
  return 0;
}
