/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* A counter run to a million without a macro: the loop has a concrete bound a million steps away, which technique parallel summarises instead of the search unrolling it. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "counter_million.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern int __VERIFIER_nondet_int(void);
int main() {
  int i = 0;
  while (i < 1000000) i++;
  __VERIFIER_assert(i == 1000000);
  return 0;
}
