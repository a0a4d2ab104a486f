/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* An N x N nested loop adding 3 to a scalar per inner iteration; afterwards the scalar is
 * 3 N^2. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "nested_square_total.c", 10, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int N;

int main(void) {
  N = __VERIFIER_nondet_int();
  if (N < 1 || N > 3000)
    return 0;
  long long acc = 0;
  for (int r = 0; r < N; r++)
    for (int c = 0; c < N; c++)
      acc += 3;
  __VERIFIER_assert(acc == 3LL * N * N);
  return 0;
}
