/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 */
/* A global array of SIZE 100000 whose cell 500 gets i + 1 instead of i.
 * tass (snapshot): unknown: the bug needs n > 500 and iterative deepening (200, 400, 800 iterations) does not reach it within its 10 s budget: each iteration of the checking loop is a solver query over the summary of the first loop. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "size_const_glitch_bad.c", 3, "reach_error"); }
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
