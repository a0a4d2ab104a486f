/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 9
 */
/* The downward loop stops before 0: a[0] keeps -1 (N = 1). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "count_down_miss_zero_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = -1;
  for (int i = N - 1; i > 0; i--)
    a[i] = i;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(a[i] == i);
  return 0;
}
