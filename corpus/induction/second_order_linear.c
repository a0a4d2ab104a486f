/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 induction
 */
/* A second-order recurrence f[i] = 2 f[i-1] - f[i-2] from f[0] = 0, f[1] = 1 reads two
 * earlier cells; its solution is f[i] == i. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "second_order_linear.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N < 2)
    return 0;
  int f[N];
  f[0] = 0;
  f[1] = 1;
  int i = 2;
  for (; i < N; i++)
    f[i] = 2 * f[i - 1] - f[i - 2];
  for (i = 0; i < N; i++)
    check(f[i] == i);
  return 0;
}
