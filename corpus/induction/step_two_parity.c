/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 21 parallel
 * loop: 23 parallel
 */
/* Even cells 0 and odd cells 1 by two loops of step 2: a[i] == i % 2. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "step_two_parity.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i += 2)
    a[i] = 0;
  for (int i = 1; i < N; i += 2)
    a[i] = 1;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(a[i] == i % 2);
  return 0;
}
