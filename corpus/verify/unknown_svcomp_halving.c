/* tass-test
 * run: tass verify --deepen=1 $FILE
 * expect: unknown
 */
/* SV-COMP style: counting the odd steps while halving a nondeterministic n >= 1 that has no upper bound; the loop has no invariant, so the tool cannot decide. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_assert(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1);
  int m = n, steps = 0, odd = 0;
  while (m > 1) {
    if (m % 2 == 1)
      odd++;
    m = m / 2;
    steps++;
  }
  __VERIFIER_assert(odd <= steps);
  return 0;
}
