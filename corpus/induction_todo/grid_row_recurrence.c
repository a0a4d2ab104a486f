/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 induction
 */
/* An N x N grid (a VLA of rows): the first column is a recurrence down the rows,
 * m[i][0] = m[i-1][0] + 1, and each row continues it, m[i][j] = m[i][j-1] + 1; so
 * m[i][j] == i + j.
 * tass (snapshot): unknown; induction declines loops that write an array of arrays. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "grid_row_recurrence.c", 12, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 300)
    return 0;
  int m[N][N];
  m[0][0] = 0;
  for (int i = 1; i < N; i++)
    m[i][0] = m[i - 1][0] + 1;
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++)
      m[i][j] = m[i][j - 1] + 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      check(m[i][j] == i + j);
  return 0;
}
