/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* a[i] = a[i-1] + 2 from a[0] = 1 over 50000 cells gives the odd numbers. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "odd_recurrence.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern int __VERIFIER_nondet_int(void);
#define LEN 50000
int main() {
  int a[LEN];
  a[0] = 1;
  for (int i = 1; i < LEN; i++) a[i] = a[i - 1] + 2;
  for (int i = 0; i < LEN; i++) __VERIFIER_assert(a[i] == 2 * i + 1);
  return 0;
}
