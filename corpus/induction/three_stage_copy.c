/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 parallel
 * loop: 22 parallel
 * loop: 24 parallel
 * loop: 26 parallel
 */
/* Copies through a + 5 and back - 5 give the original. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "three_stage_copy.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++)
    b[i] = a[i] + 5;
  for (int i = 0; i < N; i++)
    c[i] = b[i] - 5;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(c[i] == a[i]);
  return 0;
}
