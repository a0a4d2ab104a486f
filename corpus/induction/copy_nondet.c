/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 22 parallel
 * loop: 24 parallel
 * loop: 26 parallel
 */
/* A copy of an array of nondeterministic values equals it. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "copy_nondet.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main() {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int a[N];
  int b[N];
  int i;
  for (i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++)
    b[i] = a[i];
  for (i = 0; i < N; i++)
    __VERIFIER_assert(b[i] == a[i]);
  return 0;
}
