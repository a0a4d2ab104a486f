/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 22 induction
 */
/* Counting the negative and the other elements of arbitrary data: the counts add up to N.
 * The conditional increments have no closed form; the two runs read the same data. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "count_negatives.c", 1, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 100000)
    return 0;
  int v[N];
  for (int i = 0; i < N; i++)
    v[i] = __VERIFIER_nondet_int();
  int neg = 0;
  int other = 0;
  int i = 0;
  while (i < N) {
    if (v[i] < 0)
      neg = neg + 1;
    else
      other = other + 1;
    i++;
  }
  check(neg + other == N);
  check(neg <= N);
  check(other >= 0);
  return 0;
}
