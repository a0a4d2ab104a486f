/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* Arbitrary values copied from one local array of length N = 60000 to another and compared. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "copy_nondet.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern int __VERIFIER_nondet_int(void);
#define N 60000
int main() {
  int a[N];
  int b[N];
  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) b[i] = a[i];
  for (int i = 0; i < N; i++) __VERIFIER_assert(b[i] == a[i]);
  return 0;
}
