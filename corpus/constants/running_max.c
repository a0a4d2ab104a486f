/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* The maximum of 100000 arbitrary values is at least each of them: with SIZE an input, the maximum loop is decided by induction on SIZE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "running_max.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern int __VERIFIER_nondet_int(void);
#define SIZE 100000
int main() {
  int a[SIZE];
  int max = 0;
  for (int i = 0; i < SIZE; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < SIZE; i++) {
    if (a[i] > max) max = a[i];
  }
  for (int x = 0; x < SIZE; x++) __VERIFIER_assert(a[x] <= max);
  return 0;
}
