/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 9
 */
/* The flag loop skips the last cell: a zero there goes unseen (N = 1). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "zero_flag_short_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  int found = 0;
  for (int i = 0; i < N - 1; i++) {
    if (a[i] == 0)
      found = 1;
  }
  if (!found) {
    for (int i = 0; i < N; i++)
      __VERIFIER_assert(a[i] != 0);
  }
  return 0;
}
