/* tass-test
 * run: tass verify --time-limit=10 $FILE
 * expect: holds
 * loop: 19 parallel
 */
/* A flat loop of N*N steps counts its even steps: at least half of N^2. The loop's length
 * is quadratic in N, so after the iterations of the run for N-1 the run for N has 2N - 1
 * more, which induction on N does not pair; `parallel` sums the increment `k % 2 == 0`
 * over the two residue classes of k (ev = (N*N + 1) / 2). */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "square_even_steps.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int ev = 0;
  for (int k = 0; k < N * N; k++)
    if (k % 2 == 0)
      ev++;
  check(2 * ev >= N * N);
  check(ev <= N * N);
  return 0;
}
