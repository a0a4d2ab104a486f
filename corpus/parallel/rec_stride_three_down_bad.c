/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 23
 * loop: 19 parallel
 */
/* A recurrence downwards by steps of 3 from the top cell: t[j] = t[j + 3] + 2, so the
 * cells n-1, n-4, ... hold 0, 2, 4, ...; the claim that each such cell is 2 * (number of
 * steps) + 1 is off by one, and fails at the first cell (n >= 1). */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "rec_stride_three_down_bad.c", 12, "reach_error"); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100000) return 0;
  int t[n];
  t[n - 1] = 0;
  for (int j = n - 4; j >= 0; j -= 3)
    t[j] = t[j + 3] + 2;
  for (int j = n - 1; j >= 0; j -= 3)
    if (t[j] != 2 * ((n - 1 - j) / 3) + 1)
      reach_error();
  return 0;
}
