/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 9
 */
/* y gains 2 every third step, so x == 2y fails from N = 3. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "scalar_ratio_drift_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int x = 0, y = 0, i = 0;
  while (i < N) {
    x = x + 2;
    if (i % 3 == 2)
      y = y + 2;
    else
      y = y + 1;
    i++;
  }
  __VERIFIER_assert(x == 2 * y);
  return 0;
}
