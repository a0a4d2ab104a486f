/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 25 parallel
 */
/* Flags set by the sign of each nondeterministic cell agree with it. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "partial_init_flags.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N], b[N];
  for (int i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] > 0)
      b[i] = 1;
    else
      b[i] = 0;
  }
  for (int i = 0; i < N; i++) {
    if (b[i] == 1)
      __VERIFIER_assert(a[i] > 0);
    else
      __VERIFIER_assert(a[i] <= 0);
  }
  return 0;
}
