/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 11
 */
/* A downward recurrence h[i] = h[i+1] + 1 from h[N-1] = 1 whose loop stops at i > 0, so
 * h[0] keeps the global array's 0 instead of N; smallest failing N = 2. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "downward_skips_zero_bad.c", 11, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

#define CAP 1000
int h[CAP];

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N < 1 || N > CAP)
    return 0;
  h[N - 1] = 1;
  for (int i = N - 2; i > 0; i--)
    h[i] = h[i + 1] + 1;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(h[i] == N - i);
  return 0;
}
