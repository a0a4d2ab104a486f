/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 */
/* Two arrays in one loop, each a recurrence: a[i] = a[i-1] + 1 and b[i] = b[i-1] + 2, so
 * b[i] = 2 a[i] + 1 everywhere. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "two_recurrences.c", 1, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int a[N], b[N];
  a[0] = 0;
  b[0] = 1;
  for (int i = 1; i < N; i++) {
    a[i] = a[i - 1] + 1;
    b[i] = b[i - 1] + 2;
  }
  for (int i = 0; i < N; i++)
    check(b[i] == 2 * a[i] + 1);
  return 0;
}
