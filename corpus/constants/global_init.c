/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* A global array of SIZE 100000 written with its index, then checked: SIZE is verified as an input, for every value, and technique parallel summarises both loops. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "global_init.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern int __VERIFIER_nondet_int(void);
#define SIZE 100000
int a[SIZE];
int main() {
  for (int i = 0; i < SIZE; i++) a[i] = i;
  for (int i = 0; i < SIZE; i++) __VERIFIER_assert(a[i] == i);
  return 0;
}
