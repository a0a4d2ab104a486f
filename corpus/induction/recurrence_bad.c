/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 11
 */
/* The recurrence a[i] = a[i-1] + 2 from 0, checked against 2i + 1: wrong for every N; the
 * search finds it before any technique is needed. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) {
  if (!c) __assert_fail("c", "recurrence_bad.c", 1, "check");
}

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int a[N];
  a[0] = 0;
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 2;
  for (int i = 0; i < N; i++)
    check(a[i] == 2 * i + 1);
  return 0;
}
