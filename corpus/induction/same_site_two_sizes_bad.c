/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 12
 */
/* N and a mode m come from the same helper (one call site of the nondeterministic
 * function). The check fails for m == 0 and N > 12 only, e.g. N = 13, m = 0.
 * tass (snapshot) answers *holds*: the base case bounds every value made at that call site
 * by 4 and the inductive step takes them all >= 5, so m = 0 with N = 13 is covered by neither. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "same_site_two_sizes_bad.c", 12, "check"); }

int input(void) { return __VERIFIER_nondet_int(); }

int main(void) {
  int N = input();
  int m = input();
  if (N <= 0 || m < 0)
    return 0;
  int a[N];
  a[0] = 0;
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 1;
  for (int i = 0; i < N; i++)
    check(a[i] == i);
  check(m > 0 || N <= 12);
  return 0;
}
