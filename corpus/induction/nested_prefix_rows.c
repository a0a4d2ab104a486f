/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* For each i, tot[i] sums the values 1..i with an inner loop over j < i plus one per
 * row, and the outer rows are also chained: tot[i] >= tot[i-1] for every i. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "nested_prefix_rows.c", 9, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 1000)
    return 0;
  int tot[N];
  for (int i = 0; i < N; i++) {
    tot[i] = 1;
    for (int j = 0; j < i; j++)
      tot[i] = tot[i] + j + 1;
  }
  for (int i = 1; i < N; i++)
    check(tot[i] >= tot[i - 1]);
  for (int i = 0; i < N; i++)
    check(2 * tot[i] == i * (i + 1) + 2);
  return 0;
}
