/* tass-test
 * run: tass verify --technique=induction $FILE
 * expect: holds
 * loop: 20 induction
 * loop: 24 induction
 */
/* a[0] = 7, a[i] = a[i-1] + 1 in a while loop: non-decreasing. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "seq_init_step.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  a[0] = 7;
  int i = 1;
  while (i < N) {
    a[i] = a[i - 1] + 1;
    i = i + 1;
  }
  for (i = 1; i < N; i++)
    __VERIFIER_assert(a[i] >= a[i - 1]);
  return 0;
}
