/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* Without --property, a C assertion that fails (`__assert_fail`, as preprocessed files
 * write `assert`) is a violation: the twin of assert_fail_aborts_holds.c. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) return 0;
  if (n > 3) __assert_fail("n <= 3", "assert_fail_is_violation_default.c", 14, "main");
  return 0;
}
