/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* One flat loop of N*N iterations bumps hits[k % N]: every cell ends at N. The loop's
 * bound is quadratic in N, so the runs for N-1 and N do not line up iteration by iteration.
 * WARNING: tass (snapshot) exhausts memory on this program (12 GB resident after 30 s,
 * --time-limit and --memory-limit not honoured); run it only under a ulimit. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "square_sweep.c", 11, "check"); }

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
