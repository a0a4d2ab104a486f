/* tass-test
 * run: tass verify --property unreach-call --keep-constants $FILE
 * expect: holds
 */
/* The program of global_init.c verified as written (--keep-constants): each loop has a concrete bound 100000 iterations away, which technique parallel summarises instead of the search running it. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "global_init_written.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern int __VERIFIER_nondet_int(void);
#define SIZE 100000
int a[SIZE];
int main() {
  for (int i = 0; i < SIZE; i++) a[i] = i;
  for (int i = 0; i < SIZE; i++) __VERIFIER_assert(a[i] == i);
  return 0;
}
