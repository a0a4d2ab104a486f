/* tass-test
 * run: tass verify --deepen=0 --solver-timeout=2 $FILE
 * expect: violation assertion
 * line: 15
 * loop: 23 parallel
 * loop: 25 parallel
 */
/* The recurrence steps by 3 once, at i = 40, so the check fails for N > 40 only: the base
 * case holds and the inductive step must fail (the difference between the runs for N-1
 * and N is not the same in every iteration). Never *holds*. With iterative deepening
 * switched off, `parallel` summarises both loops and resumes the check loop at its first
 * failing iteration (N = 41). */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "late_step_bad.c", 1, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 1000)
    return 0;
  int a[N];
  a[0] = 0;
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + (i == 40 ? 3 : 2);
  for (int i = 0; i < N; i++)
    check(a[i] == 2 * i);
  return 0;
}
