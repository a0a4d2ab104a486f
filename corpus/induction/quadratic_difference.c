/* tass-test
 * run: tass verify --deepen=1 $FILE
 * expect: holds
 * loop: 20 parallel
 * loop: 22 parallel
 */
/* tri[i] = tri[i-1] + N i from 0, so 2 tri[i] == N i (i+1): the runs for N-1 and N differ
 * at index i by i(i+1)/2, a difference that is not linear in the counter, which induction
 * does not find; technique parallel sums the recurrence in closed form instead. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "quadratic_difference.c", 9, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 1000)
    return 0;
  int tri[N];
  tri[0] = 0;
  for (int i = 1; i < N; i++)
    tri[i] = tri[i - 1] + N * i;
  for (int i = 0; i < N; i++)
    check(2 * tri[i] == N * i * (i + 1));
  return 0;
}
