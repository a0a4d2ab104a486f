/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 21
 */
/* The same recurrence with a loop invariant that fails in the middle of the loop
 * (at i == 20 once N is 30 or more) and holds at its entry and at its end: induction,
 * which pairs the iterations of N - 1 and N, must check the invariant at every paired
 * visit of the head, so it does not decide the loop, and the search finds the
 * violation. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 1)
    return 0;
  int a[N];
  int *p = a;
  p[0] = 0;
  /*@ loop invariant 1 <= i <= N;
      loop invariant i != 20 || N < 30;
   */
  for (int i = 1; i < N; i++)
    p[i] = p[i - 1] + 1;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(a[i] == i);
  return 0;
}
