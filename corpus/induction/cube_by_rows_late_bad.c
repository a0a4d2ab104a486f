/* tass-test
 * run: tass verify --technique=induction --property=unreach-call $FILE
 * expect: violation assertion
 * line: 30
 */
/* As cube_by_rows_then_copy.c, but from N = 7 on the rows add one less: x == N^3 holds
 * up to N = 6 only. The strengthening suggests the lemma x == N^3, which the inductive
 * step cannot prove (x(N) = x(N-1) + ... differs at N = 7): induction must not decide it
 * (never holds), and the search reaches N = 7. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 1000)
    return 0;
  int a[N], b[N];
  int x = 0;
  for (int i = 0; i < N; i++)
    a[i] = 0;
  for (int i = 0; i < N; i++) {
    x = x + N * N;
    if (N >= 7 && i == 0)
      x = x - 1;
  }
  for (int j = 0; j < N; j++)
    b[j] = x + j;
  for (int j = 0; j < N; j++)
    if (b[j] != j + N * N * N)
      reach_error();
  return 0;
}
