/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* p doubles N times, then a second loop runs p (= 2^N) times and counts its odd
 * counters: half of them. The second loop's length is exponential in N. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "doubling_bound_unknown.c", 9, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 20)
    return 0;
  int p = 1;
  for (int i = 0; i < N; i++)
    p = 2 * p;
  int odd = 0;
  for (int j = 0; j < p; j++)
    if (j % 2 == 1)
      odd++;
  check(2 * odd == p);
  return 0;
}
