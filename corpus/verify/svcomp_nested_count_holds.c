/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* SV-COMP conventions with the usual definitions of reach_error and __VERIFIER_assert:
 * two nested loops bounded by nondeterministic inputs count n * m steps. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "svcomp_nested_count_holds.c", 10, "reach_error"); }
void __VERIFIER_assert(int cond) {
  if (!cond) {
    reach_error();
  }
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n && n <= 5);
  __VERIFIER_assume(0 <= m && m <= 5);
  int steps = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      steps++;
  __VERIFIER_assert(steps == n * m);
  return 0;
}
