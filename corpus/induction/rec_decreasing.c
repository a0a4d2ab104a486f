/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 */
/* A decreasing recurrence t[i] = t[i-1] - 2 from t[0] = 100: t[i] == 100 - 2i, and every
 * element is at most the first. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "rec_decreasing.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int t[N];
  t[0] = 100;
  for (int i = 1; i < N; i++)
    t[i] = t[i - 1] - 2;
  for (int i = 0; i < N; i++) {
    check(t[i] == 100 - 2 * i);
    check(t[i] <= t[0]);
  }
  return 0;
}
