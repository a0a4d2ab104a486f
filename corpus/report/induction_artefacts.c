/* tass-test
 * run: tass verify --technique=induction --show-induction $FILE
 * expect: holds
 */
/* Report snapshot: a proof by induction on N with its artefacts (the parameter, the
 * base case, the paired loop, its difference invariant D). A running sum where each
 * element is the previous one plus 2: a[N-1] == 2*(N-1) for every N. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "induction_artefacts.c", 10, "reach_error"); }
void __VERIFIER_assert(int c) { if (!c) reach_error(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 100000) return 0;
  int a[n];
  a[0] = 0;
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + 2;
  __VERIFIER_assert(a[n - 1] == 2 * (n - 1));
  return 0;
}
