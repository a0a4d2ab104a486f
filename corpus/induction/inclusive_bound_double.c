/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 20 parallel
 */
/* Bounds written i <= N - 1: a[i] = 2i, consecutive cells differ by 2. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "inclusive_bound_double.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i <= N - 1; i++)
    a[i] = 2 * i;
  for (int i = 1; i <= N - 1; i++)
    __VERIFIER_assert(a[i] - a[i - 1] == 2);
  return 0;
}
