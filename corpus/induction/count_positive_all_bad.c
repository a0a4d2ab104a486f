/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 9
 */
/* The positive count asserted below N: all cells positive break it (N = 1). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "count_positive_all_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  int cnt = 0;
  for (int i = 0; i < N; i++) {
    if (a[i] > 0)
      cnt++;
  }
  __VERIFIER_assert(cnt < N);
  return 0;
}
