/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 parallel
 */
/* A recurrence whose step is N itself, r[i] = r[i-1] + N from 0, so r[i] == N i: the
 * runs for N-1 and N differ by i at index i, a difference that grows with the counter:
 * the difference invariant r_N[x] = r_{N-1}[x] + x, proposed from the probing
 * iteration. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "slope_n_recurrence.c", 12, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int r[N];
  r[0] = 0;
  for (int i = 1; i < N; i++)
    r[i] = r[i - 1] + N;
  for (int i = 0; i < N; i++)
    check(r[i] == N * i);
  return 0;
}
