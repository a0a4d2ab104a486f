/* tass-test
 * run: tass verify --deepen=0 $FILE
 * expect: unknown
 */
/* The recurrence a[i] = a[i-1] + 1 also writes, through an alias p of a, the cell twelve
 * behind the counter once i >= 12: a[0] becomes -1 for N >= 13, so the check fails only
 * there. The write is not at the counter: never *holds*. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "alias_late_write_unknown.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int a[N];
  int *p = a;
  a[0] = 0;
  for (int i = 1; i < N; i++) {
    a[i] = a[i - 1] + 1;
    if (i >= 12)
      p[i - 12] = -1;
  }
  for (int i = 0; i < N; i++)
    check(a[i] >= 0);
  return 0;
}
