/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Counts the pairs j < i < N with two nested loops (the inner bound is the outer
 * counter): the count is N(N-1)/2. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "nested_pairs_count.c", 9, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 2000)
    return 0;
  int pairs = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < i; j++)
      pairs = pairs + 1;
  check(2 * pairs == N * (N - 1));
  return 0;
}
