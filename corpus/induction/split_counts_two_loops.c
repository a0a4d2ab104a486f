/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 25 induction
 * loop: 29 induction
 */
/* Two separate loops count the non-negative and the negative inputs of a global array
 * (N <= 800); the counts add up to N. Each count has a data-dependent condition. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "split_counts_two_loops.c", 12, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int N;
int data[800];

int main(void) {
  N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 800)
    return 0;
  for (int i = 0; i < N; i++)
    data[i] = __VERIFIER_nondet_int();
  int nonneg = 0;
  for (int i = 0; i < N; i++)
    if (data[i] >= 0)
      nonneg++;
  int neg = 0;
  for (int i = 0; i < N; i++)
    if (data[i] < 0)
      neg++;
  __VERIFIER_assert(nonneg + neg == N);
  return 0;
}
