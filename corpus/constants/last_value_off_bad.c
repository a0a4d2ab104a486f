/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 12
 */
/* The last cell holds SIZE - 1, not SIZE. With SIZE an input the violation is found for
 * some value, which is not reported; the program as written is verified: technique
 * parallel summarises the loop of 100000 iterations and the check after it fails. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "last_value_off_bad.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern int __VERIFIER_nondet_int(void);
#define SIZE 100000
int a[SIZE];
int main() {
  for (int i = 0; i < SIZE; i++) a[i] = i;
  __VERIFIER_assert(a[SIZE - 1] == SIZE);
  return 0;
}
