/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 9
 */
/* Zeros go to the non-negative side, yet every cell there is asserted positive. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "partition_zero_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N], pos[N], neg[N];
  int p = 0, q = 0;
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) {
    if (a[i] >= 0) {
      pos[p] = a[i];
      p++;
    } else {
      neg[q] = a[i];
      q++;
    }
  }
  for (int j = 0; j < p; j++)
    __VERIFIER_assert(pos[j] > 0);
  return 0;
}
