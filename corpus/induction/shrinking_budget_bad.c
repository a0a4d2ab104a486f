/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 11
 */
/* A loop whose length shrinks as N grows (i < 60 - N), the wrong way round for induction
 * on N; the budget left is asserted positive, false from N = 60 on (smallest failing N =
 * 60): the loop's count has a closed form, which finds it. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "shrinking_budget_bad.c", 11, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 100)
    return 0;
  int left = 0;
  for (int i = 0; i < 60 - N; i++)
    left = left + 1;
  check(left + N == 60 || N >= 60);
  check(left > 0);
  return 0;
}
