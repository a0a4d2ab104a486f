/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 25
 * loop: 18 parallel
 * loop: 20 parallel
 */
/* reduce_diagonal_only where the diagonal is off by one (`j == i + 1`): the last row's
 * cell has no diagonal element in range and stays 1. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "reduce_diagonal_only_bad.c", 11, "reach_error"); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  int d[N];
  for (int i = 0; i < N; i++)
    d[i] = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (j == i + 1)
        d[i] = d[i] + 1;
  for (int i = 0; i < N; i++)
    if (d[i] != 2) reach_error();
  return 0;
}
