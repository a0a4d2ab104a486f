/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 22 parallel
 * loop: 27 parallel
 */
/* A copy with two indices i and j that step together. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "two_index_copy.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N], b[N];
  for (int k = 0; k < N; k++)
    a[k] = __VERIFIER_nondet_int();
  int i = 0, j = 0;
  while (i < N) {
    b[j] = a[i];
    i = i + 1;
    j = j + 1;
  }
  for (i = 0; i < N; i++)
    __VERIFIER_assert(b[i] == a[i]);
  return 0;
}
