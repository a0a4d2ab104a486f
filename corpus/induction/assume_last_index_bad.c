/* tass-test
 * run: tass verify --deepen=0 --solver-timeout=2 $FILE
 * expect: violation assertion
 * line: 13
 */
/* An index j is assumed (assume_abort_if_not) to lie in [0, N); the last check fails only
 * for j == N-1 with N > 12 (N = 13, j = 12). The program for N-1 aborts on that j, which
 * must not hide the run for N: never *holds*. The recurrence has a closed form (a[i] = i),
 * so the search reaches the last check with N and j symbolic and solves for them. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "assume_last_index_bad.c", 11, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int a[N];
  a[0] = 0;
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 1;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(a[i] == i);
  int j = __VERIFIER_nondet_int();
  assume_abort_if_not(j >= 0 && j < N);
  __VERIFIER_assert(a[j] == j);
  __VERIFIER_assert(j < N - 1 || N <= 12);
  return 0;
}
