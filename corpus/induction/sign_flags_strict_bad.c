/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 11
 */
/* Like the flag example of the Diffy paper, but the first loop records val[i] > 0 where
 * the second compares against val[j] >= 0: an input 0 resets the flag; fails for N = 1. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "sign_flags_strict_bad.c", 11, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int val[N], pos[N];
  for (int i = 0; i < N; i++)
    val[i] = __VERIFIER_nondet_int();
  int s = 0, flag = 1;
  for (int i = 0; i < N; i++) {
    s++;
    pos[i] = val[i] > 0;
  }
  for (int j = 0; j < N; j++) {
    if (s == N && val[j] >= 0 && !pos[j])
      flag = 0;
  }
  __VERIFIER_assert(flag);
  return 0;
}
