/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 induction
 */
/* Each of N rounds makes a fresh nondeterministic choice and spends 1 or 2: the total lies
 * between N and 2N, whatever the choices. Proved since the temporary holding each
 * nondeterministic value, dead at the loop head, is left out of the difference
 * invariants. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "coin_flip_budget.c", 12, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int spent = 0;
  for (int r = 0; r < N; r++) {
    if (__VERIFIER_nondet_int() > 0)
      spent = spent + 2;
    else
      spent = spent + 1;
  }
  check(spent >= N);
  check(spent <= 2 * N);
  return 0;
}
