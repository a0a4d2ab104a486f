/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Indices below N split by parity: the even count is the odd count or one more, an
 * invariant that needs the parity of N, not just the counts of N-1. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "parity_balance.c", 12, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int ev = 0, od = 0;
  for (int i = 0; i < N; i++) {
    if (i % 2 == 0)
      ev++;
    else
      od++;
  }
  check(ev == od || ev == od + 1);
  return 0;
}
