/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 9
 */
/* a[i][j] = i asserted <= j: row 1, column 0 breaks it (N = 2). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "grid_row_index_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  int M = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0 && M > 0);
  int a[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = i;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      __VERIFIER_assert(a[i][j] <= j);
  return 0;
}
