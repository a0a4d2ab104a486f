/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 21 parallel
 */
/* A global array of SIZE 100000, a nondeterministic prefix n: a[i] = 3i, a multiple of 3. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "size_const_prefix.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define SIZE 100000
int a[SIZE];
int main() {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && n <= SIZE);
  for (int i = 0; i < n; i++)
    a[i] = 3 * i;
  for (int i = 0; i < n; i++)
    __VERIFIER_assert(a[i] % 3 == 0);
  return 0;
}
