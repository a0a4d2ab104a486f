/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 9
 */
/* The copy stops at N - 2: b[N-1] stays 0 unlike a[N-1] (N = 1). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "copy_skip_last_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N], b[N];
  for (int i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int();
    b[i] = 0;
  }
  for (int i = 0; i < N - 1; i++)
    b[i] = a[i];
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(b[i] == a[i]);
  return 0;
}
