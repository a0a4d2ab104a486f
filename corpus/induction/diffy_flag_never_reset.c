/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Two loops: the first counts to N in s and records the sign of each input in sg, the
 * second compares them only when s == N; the flag is never reset (needs s's final value). */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "diffy_flag_never_reset.c", 10, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int val[N], sg[N];
  for (int i = 0; i < N; i++)
    val[i] = __VERIFIER_nondet_int();
  int s = 0, ok = 1;
  for (int i = 0; i < N; i++) {
    s = s + 1;
    if (val[i] >= 0)
      sg[i] = 1;
    else
      sg[i] = 0;
  }
  for (int j = 0; j < N; j++) {
    if (s == N) {
      if (val[j] >= 0 && !sg[j])
        ok = 0;
      if (val[j] < 0 && sg[j])
        ok = 0;
    }
  }
  __VERIFIER_assert(ok == 1);
  return 0;
}
