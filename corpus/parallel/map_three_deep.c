/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 20 parallel
 * loop: 24 parallel
 */
/* Three nested loops: for each of N rounds, every cell i gains N (the innermost loop's
 * element reduction, then a loop over the cells), so each cell ends at N*N; the counters
 * are declared outside the loops, as older C does. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int(), i, j, k;
  if (N <= 0 || N > 40000) return 1;
  long long a[N];
  for (i = 0; i < N; i++)
    a[i] = 0;
  for (k = 0; k < N; k++)
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++)
        a[i] = a[i] + 1;
  for (i = 0; i < N; i++)
    if (a[i] != (long long)N * N)
      reach_error();
  return 0;
}
