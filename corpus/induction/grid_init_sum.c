/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 22 parallel
 */
/* An N x M VLA gets a[i][j] = i + j; every element is at least its row. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "grid_init_sum.c", 3, "reach_error"); }
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
      a[i][j] = i + j;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      __VERIFIER_assert(a[i][j] >= i);
  return 0;
}
