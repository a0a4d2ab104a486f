/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 23 parallel
 * loop: 25 parallel
 */
/* A recurrence over the even cells only, by steps of 2: e[i] = e[i-2] + 1 from e[0] = 0
 * (the odd cells of the zeroed global array stay 0), so e[2j] == j.
 * The recurrence's stride is the loop's step (2): its closed form is defined on the
 * written cells only (`(x - 2) % 2 == 0`), the others keep their value before the loop.
 * The global array is zeroed: its value is the constant array 0 for the solvers. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "rec_stride_two.c", 11, "check"); }

int e[2048];

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 2048)
    return 0;
  e[0] = 0;
  for (int i = 2; i < N; i += 2)
    e[i] = e[i - 2] + 1;
  for (int i = 0; i < N; i++)
    check(2 * e[i] == i - i % 2 || i % 2 == 1);
  return 0;
}
