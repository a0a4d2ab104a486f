/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 11
 */
/* The recurrence steps by 5 (b[i] = b[i-1] + 5 from 2) but the check expects a slope of
 * 4: b[1] is 7, not 6; smallest failing N = 2. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "rec_wrong_slope_bad.c", 11, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 1;
  int b[N];
  b[0] = 2;
  for (int i = 1; i < N; i++)
    b[i] = b[i - 1] + 5;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(b[i] == 2 + 4 * i);
  return 0;
}
