/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 9
 */
/* Only even cells are zeroed, yet a[N-1] is asserted 0: fails for even N. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "step_two_last_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = 5;
  for (int i = 0; i < N; i += 2)
    a[i] = 0;
  __VERIFIER_assert(a[N - 1] == 0);
  return 0;
}
