/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 22 induction
 */
/* One loop keeps the plain sum and the sum of absolute values of arbitrary inputs: the
 * absolute sum bounds the plain sum from both sides. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "abs_sum_dominates.c", 11, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int x[N];
  for (int i = 0; i < N; i++)
    x[i] = __VERIFIER_nondet_int();
  int s = 0, t = 0;
  for (int i = 0; i < N; i++) {
    s = s + x[i];
    if (x[i] >= 0)
      t = t + x[i];
    else
      t = t - x[i];
  }
  __VERIFIER_assert(s <= t);
  __VERIFIER_assert(-t <= s);
  return 0;
}
