/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 22
 */
/* SV-COMP style with an external __VERIFIER_assert: a running maximum that starts at 0 instead of the first
 * element is wrong when every element is negative, which happens only for some offsets. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_assert(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int off = __VERIFIER_nondet_int();
  __VERIFIER_assume(1 <= n && n <= 4);
  __VERIFIER_assume(-6 <= off && off <= 2);
  int best = 0; /* should be off, the first element */
  for (int i = 0; i < n; i++)
    if (off + i > best)
      best = off + i;
  int largest = off + n - 1;
  __VERIFIER_assert(best == largest);
  return 0;
}
