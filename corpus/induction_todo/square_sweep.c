/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* One flat loop of N*N iterations bumps hits[k % N]: every cell ends at N. The loop's
 * bound is quadratic in N, so the runs for N-1 and N do not line up iteration by iteration.
 * tass (snapshot): unknown after about 90 s without --time-limit (under 100 MiB); it once
 * filled 12 GB within 30 s translating the elements of hits, values shared exponentially
 * (read through writes that read the array), and ignored the limits. parallel declines
 * the third loop (its values are too large), induction the second (not written at a
 * fixed distance from the counter); the search's own queries on those values take the
 * solvers' whole timeout. --time-limit and --memory-limit end it in time. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "square_sweep.c", 15, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int hits[N];
  for (int i = 0; i < N; i++)
    hits[i] = 0;
  for (int k = 0; k < N * N; k++)
    hits[k % N] = hits[k % N] + 1;
  for (int i = 0; i < N; i++)
    check(hits[i] == N);
  return 0;
}
