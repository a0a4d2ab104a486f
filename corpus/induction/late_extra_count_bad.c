/* tass-test
 * run: tass verify --deepen=0 $FILE
 * expect: violation assertion
 * line: 14
 * loop: 21 parallel
 */
/* A counter gains 2 instead of 1 once, at i == 25, so cnt == N fails for N >= 26 only:
 * beyond the base case and the bounded search, and the inductive step must not go through
 * (the difference between the runs for N-1 and N is not the same in every iteration).
 * `parallel` sums the increment `i == 25 ? 2 : 1` in closed form (`N + 1` once N > 25),
 * and the check fails after the summary. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "late_extra_count_bad.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int cnt = 0;
  for (int i = 0; i < N; i++) {
    if (i == 25)
      cnt += 2;
    else
      cnt += 1;
  }
  check(cnt == N);
  return 0;
}
