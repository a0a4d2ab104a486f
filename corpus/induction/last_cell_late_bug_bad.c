/* tass-test
 * run: tass verify --deepen=0 $FILE
 * expect: violation assertion
 * line: 14
 * loop: 22 parallel
 * loop: 24 parallel
 * loop: 26 parallel
 */
/* b[i] = b[i-1] + 1 is copied into a, except that for N > 12 the last cell gets -1; the
 * non-negativity check fails only there (smallest failing N = 13). The copy and the check
 * are independent iterations: the hypothesis's checks there must not cover the last cell. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "last_cell_late_bug_bad.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int a[N], b[N];
  b[0] = 0;
  for (int i = 1; i < N; i++)
    b[i] = b[i - 1] + 1;
  for (int i = 0; i < N; i++)
    a[i] = (i == N - 1 && N > 12) ? -1 : b[i];
  for (int i = 0; i < N; i++)
    check(a[i] >= 0);
  return 0;
}
