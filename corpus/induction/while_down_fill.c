/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 23 parallel
 */
/* A while loop decrementing from N fills a[i] = N - i. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "while_down_fill.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  int i = N;
  while (i > 0) {
    i--;
    a[i] = N - i;
  }
  for (i = 0; i < N; i++)
    __VERIFIER_assert(a[i] + i == N);
  return 0;
}
