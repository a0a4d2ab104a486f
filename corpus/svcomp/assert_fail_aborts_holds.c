/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* SV-COMP unreach-call: a failing C assertion (`__assert_fail`, as preprocessed files
 * write `assert`) aborts the program; only reach_error() matters, and it is called
 * only when the count is wrong, which it never is. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { __assert_fail("0", "assert_fail_aborts_holds.c", 9, "reach_error"); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) return 0;
  int c = 0;
  for (int i = 0; i < n; i++) c += 2;
  if (n > 3) __assert_fail("n <= 3", "assert_fail_aborts_holds.c", 17, "main");
  if (c != 2 * n) reach_error();
  return 0;
}
