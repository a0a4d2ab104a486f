/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 induction
 * loop: 24 induction
 * loop: 26 parallel
 */
/* Prefix sums of inputs assumed non-negative never decrease. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "prefix_sum_nonneg.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N], p[N];
  for (int i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int();
    assume_abort_if_not(a[i] >= 0);
  }
  p[0] = a[0];
  for (int i = 1; i < N; i++)
    p[i] = p[i - 1] + a[i];
  for (int i = 1; i < N; i++)
    __VERIFIER_assert(p[i] >= p[i - 1]);
  return 0;
}
