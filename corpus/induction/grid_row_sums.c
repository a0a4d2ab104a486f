/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 21 parallel
 * loop: 24 parallel
 * loop: 29 parallel
 */
/* An N x M grid of ones; each row sums to M. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "grid_row_sums.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  int M = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0 && M > 0);
  int a[N][M];
  int row[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = 1;
  for (int i = 0; i < N; i++) {
    row[i] = 0;
    for (int j = 0; j < M; j++)
      row[i] = row[i] + a[i][j];
  }
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(row[i] == M);
  return 0;
}
