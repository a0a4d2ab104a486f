/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 23 parallel
 */
/* Row i of a triangle holds i + 1 ones; rs[i] sums row i with an inner loop (bound i), and
 * cum[i] = cum[i-1] + rs[i] chains the rows, so 2 cum[i] == (i + 1)(i + 2). */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "row_sums_then_total.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 1000)
    return 0;
  int rs[N], cum[N];
  for (int i = 0; i < N; i++) {
    rs[i] = 0;
    for (int j = 0; j <= i; j++)
      rs[i] = rs[i] + 1;
  }
  cum[0] = rs[0];
  for (int i = 1; i < N; i++)
    cum[i] = cum[i - 1] + rs[i];
  for (int i = 0; i < N; i++)
    check(2 * cum[i] == (i + 1) * (i + 2));
  return 0;
}
