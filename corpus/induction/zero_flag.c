/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 22 parallel
 * loop: 27 parallel
 */
/* A flag set on any zero cell: when it stays 0, no cell is 0. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "zero_flag.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  int found = 0;
  for (int i = 0; i < N; i++) {
    if (a[i] == 0)
      found = 1;
  }
  if (!found) {
    for (int i = 0; i < N; i++)
      __VERIFIER_assert(a[i] != 0);
  }
  return 0;
}
