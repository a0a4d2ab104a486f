/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 10
 */
/* The inner loop runs to j <= i, so it counts N(N+1)/2 pairs, but the check expects the
 * strict-pairs count N(N-1)/2; fails for every N >= 1. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "nested_inclusive_count_bad.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 2000)
    return 0;
  int cnt = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      cnt++;
  check(2 * cnt == N * (N - 1));
  return 0;
}
