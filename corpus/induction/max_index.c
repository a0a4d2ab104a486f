/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 22 induction
 * loop: 27 parallel
 */
/* The index of a maximum: in range, and no cell exceeds the cell at it. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "max_index.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  int idx = 0;
  for (int i = 1; i < N; i++) {
    if (a[i] > a[idx])
      idx = i;
  }
  __VERIFIER_assert(idx >= 0 && idx < N);
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(a[i] <= a[idx]);
  return 0;
}
