/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 induction
 * loop: 23 induction
 */
/* Inputs assumed in [0, 10] inside the filling loop; their sum lies in [0, 10N]. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "bounded_sum.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int();
    assume_abort_if_not(a[i] >= 0 && a[i] <= 10);
  }
  int sum = 0;
  for (int i = 0; i < N; i++)
    sum = sum + a[i];
  __VERIFIER_assert(sum <= 10 * N);
  __VERIFIER_assert(sum >= 0);
  return 0;
}
