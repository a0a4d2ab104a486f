/* tass-test
 * run: tass verify --technique=induction $FILE
 * expect: holds
 * loop: 19 induction
 * loop: 21 induction
 */
/* g[i] = g[i-1] + i + 1 from g[0] = 1 grows by more each step; the check compares each
 * cell with the next one: the sequence is strictly increasing. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "strictly_increasing_ramp.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 5000)
    return 0;
  int g[N];
  g[0] = 1;
  for (int i = 1; i < N; i++)
    g[i] = g[i - 1] + i + 1;
  for (int i = 0; i + 1 < N; i++)
    check(g[i] < g[i + 1]);
  return 0;
}
