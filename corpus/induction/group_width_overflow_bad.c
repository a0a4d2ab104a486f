/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 11
 */
/* N items in groups of K, both read through one helper (one call site): the groups are
 * asserted to fit in 12 slots, false for N = 13, K = 1. tass (snapshot) answers *holds*: the
 * base case bounds every value of that call site by 4 and the step takes them all >= 5. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "group_width_overflow_bad.c", 11, "check"); }

int read_input(void) { return __VERIFIER_nondet_int(); }

int main(void) {
  int N = read_input();
  int K = read_input();
  if (N <= 0 || K <= 0 || K > N)
    return 0;
  int id[N];
  id[0] = 0;
  for (int i = 1; i < N; i++)
    id[i] = id[i - 1] + 1;
  for (int i = 0; i < N; i++)
    check(id[i] / K < N);
  int groups = (N + K - 1) / K;
  check(groups <= 12);
  return 0;
}
