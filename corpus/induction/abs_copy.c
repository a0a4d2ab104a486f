/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 21 parallel
 * loop: 27 parallel
 */
/* b[i] is |a[i]| of nondeterministic a[i]: every b[i] is non-negative. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "abs_copy.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) {
    if (a[i] < 0)
      b[i] = -a[i];
    else
      b[i] = a[i];
  }
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(b[i] >= 0);
  return 0;
}
