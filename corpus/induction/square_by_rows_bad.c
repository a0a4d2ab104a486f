/* tass-test
 * run: tass verify --technique=induction --property=unreach-call $FILE
 * expect: violation assertion
 * line: 24
 */
/* As square_by_rows.c, but y grows by i * N, half of what the check expects: it fails
 * from N = 2 on. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 1000)
    return 0;
  int x = 0;
  int y = 0;
  for (int i = 0; i < N; i++) {
    x = x + N;
    y = y + i * N;
  }
  if (x != N * N)
    reach_error();
  if (y != N * N * (N - 1))
    reach_error();
  return 0;
}
