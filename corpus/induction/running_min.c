/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 induction
 */
/* A running minimum: mn[i] = min(mn[i-1], v[i]); every prefix minimum is at most the
 * element and the last one is at most every element. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "running_min.c", 1, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int v[N], mn[N];
  for (int i = 0; i < N; i++)
    v[i] = __VERIFIER_nondet_int();
  mn[0] = v[0];
  for (int i = 1; i < N; i++)
    mn[i] = v[i] < mn[i - 1] ? v[i] : mn[i - 1];
  for (int i = 0; i < N; i++) {
    check(mn[i] <= v[i]);
    check(mn[N - 1] <= v[i]);
  }
  return 0;
}
