/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 26 induction
 */
/* Inputs clamped to [0, 10] are summed into a scalar: the sum lies in [0, 10N]. The
 * clamping branches make the sum's closed form unknown; the bound follows from N-1. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "clamped_sum_bound.c", 11, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int w[N];
  for (int i = 0; i < N; i++) {
    int v = __VERIFIER_nondet_int();
    if (v < 0) v = 0;
    if (v > 10) v = 10;
    w[i] = v;
  }
  int sum = 0;
  for (int i = 0; i < N; i++)
    sum = sum + w[i];
  __VERIFIER_assert(sum >= 0);
  __VERIFIER_assert(sum <= 10 * N);
  return 0;
}
