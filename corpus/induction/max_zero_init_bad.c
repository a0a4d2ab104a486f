/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 9
 */
/* A maximum started at 0 misses all-negative arrays: a[idx] != max (N = 1). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "max_zero_init_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  int max = 0;
  int idx = 0;
  for (int i = 0; i < N; i++) {
    if (a[i] > max) {
      max = a[i];
      idx = i;
    }
  }
  __VERIFIER_assert(a[idx] == max);
  return 0;
}
