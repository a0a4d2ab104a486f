/* tass-test
 * run: tass verify --technique=induction $FILE
 * expect: holds
 * loop: 20 induction
 * loop: 22 induction
 */
/* A downward recurrence c[i] = c[i+1] + 2 from c[N-1] = 0: the loop for N starts one
 * iteration before the loop for N-1, which the technique runs first. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "downward_even.c", 1, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int c[N];
  int i;
  c[N - 1] = 0;
  for (i = N - 2; i >= 0; i--)
    c[i] = c[i + 1] + 2;
  for (i = 0; i < N; i++)
    check(c[i] == 2 * (N - 1 - i));
  return 0;
}
