/* tass-test
 * run: tass verify --technique=induction $FILE
 * expect: holds
 * loop: 20 induction
 * loop: 23 induction
 * loop: 25 induction
 */
/* up[i] = up[i-1] + 1 upward from 0; then down is rebuilt from its last cell downward,
 * down[i] = down[i+1] - 1 from down[N-1] = up[N-1]: both loops give the same array. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "up_then_down.c", 11, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int up[N], down[N];
  up[0] = 0;
  for (int i = 1; i < N; i++)
    up[i] = up[i - 1] + 1;
  down[N - 1] = up[N - 1];
  for (int i = N - 2; i >= 0; i--)
    down[i] = down[i + 1] - 1;
  for (int i = 0; i < N; i++)
    check(down[i] == up[i]);
  return 0;
}
