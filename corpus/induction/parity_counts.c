/* tass-test
 * run: tass verify --technique=induction $FILE
 * expect: holds
 * loop: 17 induction
 */
/* The indices below N are split by parity into two counters with an if in the body:
 * together they count N, and neither exceeds N. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "parity_counts.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int evens = 0, odds = 0;
  for (int i = 0; i < N; i++) {
    if (i % 2 == 0)
      evens++;
    else
      odds++;
  }
  check(evens + odds == N);
  check(evens <= N && odds <= N);
  check(evens >= odds);
  return 0;
}
