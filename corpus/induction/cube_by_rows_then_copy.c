/* tass-test
 * run: tass verify --technique=induction --property=unreach-call $FILE
 * expect: holds
 */
/* Seed 002's Fig. 2 (x grows by N*N in each of N iterations, then b[j] = x + j, checked
 * against j + N^3), verified by induction alone (by default `parallel` proves it). The
 * growing difference of x is found (x(N) = x(N-1) + k*(2N-1)), but the peeled iteration
 * of the b loop needs x(N-1) = (N-1)^3, which the hypothesis's checks give only through
 * b[0]: seed 002's strengthening derives the lemma x == N^3 after the second loop from
 * the failed check, proves it in the base case and the step, and the step then holds. */
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
    a[i] = a[i] + N;
  }
  for (int j = 0; j < N; j++)
    b[j] = x + j;
  for (int j = 0; j < N; j++)
    if (b[j] != j + N * N * N)
      reach_error();
  return 0;
}
