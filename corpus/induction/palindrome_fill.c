/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 24 parallel
 */
/* The first half mirrored into the second (middle cell zeroed): a palindrome. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "palindrome_fill.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N / 2; i++) {
    a[i] = __VERIFIER_nondet_int();
    a[N - 1 - i] = a[i];
  }
  if (N % 2 == 1)
    a[N / 2] = 0;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(a[i] == a[N - 1 - i]);
  return 0;
}
