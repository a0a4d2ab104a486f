/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 24 parallel
 * loop: 29 parallel
 */
/* A flag cleared on any mismatch: when it survives, the arrays are equal. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "password_compare.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int pw[N], guess[N];
  for (int i = 0; i < N; i++) {
    pw[i] = __VERIFIER_nondet_int();
    guess[i] = __VERIFIER_nondet_int();
  }
  int ok = 1;
  for (int i = 0; i < N; i++) {
    if (pw[i] != guess[i])
      ok = 0;
  }
  if (ok) {
    for (int i = 0; i < N; i++)
      __VERIFIER_assert(pw[i] == guess[i]);
  }
  return 0;
}
