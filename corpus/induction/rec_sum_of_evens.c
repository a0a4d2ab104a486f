/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 parallel
 */
/* e[i] = 2i is written by an independent loop; s[0] = 0 and s[i] = s[i-1] + e[i] sums it,
 * so s[i] == i(i+1): a quadratic closed form reached from a linear recurrence. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "rec_sum_of_evens.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 4096)
    return 0;
  int e[N], s[N];
  for (int i = 0; i < N; i++)
    e[i] = 2 * i;
  s[0] = 0;
  for (int i = 1; i < N; i++)
    s[i] = s[i - 1] + e[i];
  for (int i = 0; i < N; i++)
    check(s[i] == i * (i + 1));
  return 0;
}
