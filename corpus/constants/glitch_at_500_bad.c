/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 * loop: 23 parallel
 * loop: 29 parallel
 */
/* A global array of SIZE 100000 whose cell 500 gets i + 1 instead of i. The bug needs
 * n > 500: the check loop's summary finds the smallest failing iteration (500) by
 * bisection and the search runs it (iterative deepening, one solver query per
 * iteration, did not reach it in 10 s). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "glitch_at_500_bad.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define SIZE 100000
int a[SIZE];
int main() {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && n <= SIZE);
  for (int i = 0; i < n; i++) {
    if (i == 500)
      a[i] = i + 1;
    else
      a[i] = i;
  }
  for (int i = 0; i < n; i++)
    __VERIFIER_assert(a[i] == i);
  return 0;
}
