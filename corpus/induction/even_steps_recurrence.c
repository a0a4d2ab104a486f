/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 25 parallel
 */
/* c[i] = c[i-1] + 2 on even i and c[i] = c[i-1] on odd i, from c[0] = 0: the branch in the
 * body makes c[i] == i - i % 2 (each even index catches up). */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "even_steps_recurrence.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int c[N];
  c[0] = 0;
  for (int i = 1; i < N; i++) {
    if (i % 2 == 0)
      c[i] = c[i - 1] + 2;
    else
      c[i] = c[i - 1];
  }
  for (int i = 0; i < N; i++)
    check(c[i] == i - i % 2);
  return 0;
}
