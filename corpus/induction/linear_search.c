/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 22 parallel
 */
/* A search with two exit conditions stops at or before N, and on a hit finds x. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "linear_search.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int i = 0;
  while (i < N && a[i] != x)
    i++;
  __VERIFIER_assert(i <= N);
  if (i < N)
    __VERIFIER_assert(a[i] == x);
  return 0;
}
