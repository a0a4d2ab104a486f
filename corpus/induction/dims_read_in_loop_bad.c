/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 12
 */
/* The two dimensions N and W are read by one call in a small loop; the ramp over N is
 * checked, then N <= 12 W is asserted, false for N = 13, W = 1. tass (snapshot) answers
 * *holds*: every value made at that call (W too) is bounded by 4 in the base case and taken
 * >= 5 in the inductive step, so a small W with a large N is covered by neither. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "dims_read_in_loop_bad.c", 12, "check"); }

int main(void) {
  int dim[2];
  for (int r = 0; r < 2; r++)
    dim[r] = __VERIFIER_nondet_int();
  int N = dim[0], W = dim[1];
  if (N <= 0 || W <= 0)
    return 0;
  int a[N];
  a[0] = 0;
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 1;
  for (int i = 0; i < N; i++)
    check(a[i] == i);
  check(N <= 12 * W);
  return 0;
}
