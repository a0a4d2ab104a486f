/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* The check holds for the value written (2048 is even) but not for every value of SIZE:
 * with SIZE an input there is a violation, which is not reported, and the program as
 * written is verified. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "value_dependent.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define SIZE 2048
int a[SIZE];
int main() {
  for (int i = 0; i < SIZE; i++) a[i] = 2;
  int half = SIZE / 2;
  __VERIFIER_assert(half * 2 == SIZE);
  __VERIFIER_assert(a[half] == 2);
  return 0;
}
