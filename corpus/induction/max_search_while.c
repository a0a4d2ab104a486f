/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 parallel
 * loop: 26 parallel
 * loop: 32 parallel
 */
/* A running maximum in while loops bounds every cell. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "max_search_while.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  int i = 0;
  while (i < N) {
    a[i] = __VERIFIER_nondet_int();
    i++;
  }
  int max = a[0];
  i = 1;
  while (i < N) {
    if (max < a[i])
      max = a[i];
    i = i + 1;
  }
  i = 0;
  while (i < N) {
    __VERIFIER_assert(a[i] <= max);
    i++;
  }
  return 0;
}
